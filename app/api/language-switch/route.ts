import { switchLanguage } from '@/renderer/server/language-switch';

export const dynamic = 'force-dynamic';

export const GET = switchLanguage;
