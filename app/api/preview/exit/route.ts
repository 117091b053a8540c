import { exitPreview } from '@/renderer/server/preview-entry';

export const dynamic = 'force-dynamic';

export const POST = exitPreview;
