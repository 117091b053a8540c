import { switchLanguage } from '@/renderer/handlers/language-switch';

export const dynamic = 'force-dynamic';

export const GET = switchLanguage;
