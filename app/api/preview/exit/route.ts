import { exitPreview } from '@/renderer/server/handlers/preview-entry';

export const dynamic = 'force-dynamic';

export const POST = exitPreview;
