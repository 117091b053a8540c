import { enterPreview } from '@/renderer/server/handlers/preview-entry';

export const dynamic = 'force-dynamic';

export const GET = (request: Request) => enterPreview(request);
