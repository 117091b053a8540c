import { previewGuessesOf } from '@/renderer/server/embedded-cms';
import { peerAddressOf } from '@/renderer/server/peer-address';
import { enterPreview } from '@/renderer/server/preview-entry';

export const dynamic = 'force-dynamic';

export const GET = (request: Request) => enterPreview(request, previewGuessesOf(request, { remoteAddress: peerAddressOf(request) }));
