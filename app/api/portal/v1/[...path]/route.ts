import { handleCmsRequest } from '@/renderer/server/embedded-cms';
import { forwardToPortal } from '@/renderer/server/forward-to-portal';
import { peerAddressOf } from '@/renderer/server/peer-address';

const handle = (request: Request) => forwardToPortal(request, (forwarded) => handleCmsRequest(forwarded, { remoteAddress: peerAddressOf(request) }));

export const GET = handle;
export const POST = handle;
