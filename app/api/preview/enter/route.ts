import { previewGuessesOf } from '@/renderer/request/embedded-cms';
import { peerAddressOf } from '@/renderer/request/peer-address';
import { enterPreview } from '@/renderer/handlers/preview-entry';

export const dynamic = 'force-dynamic';

export const GET = (request: Request) => enterPreview(request, previewGuessesOf(request, { remoteAddress: peerAddressOf(request) }));
