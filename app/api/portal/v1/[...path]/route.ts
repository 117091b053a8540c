import { handleCmsRequest } from '@/renderer/request/embedded-cms';
import { forwardToPortal } from '@/renderer/handlers/forward-to-portal';
import { peerAddressOf } from '@/renderer/request/peer-address';

const handle = (request: Request) => forwardToPortal(request, (forwarded) => handleCmsRequest(forwarded, { remoteAddress: peerAddressOf(request) }));

export const GET = handle;
export const POST = handle;
