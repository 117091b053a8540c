import { exitPreview } from '@/renderer/handlers/preview-entry';

export const dynamic = 'force-dynamic';

export const POST = exitPreview;
