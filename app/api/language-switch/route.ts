import { switchLanguage } from '@/renderer/server/handlers/language-switch';

export const dynamic = 'force-dynamic';

export const GET = switchLanguage;
