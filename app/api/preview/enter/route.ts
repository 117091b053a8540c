import { enterPreview } from '@/renderer/server/preview-entry';

export const dynamic = 'force-dynamic';

export const GET = enterPreview;
