import { handleCmsRequest } from '@/renderer/data/request/embedded-cms';
import { forwardToPortal } from '@/renderer/server/handlers/forward-to-portal';
import { peerAddressOf } from '@/renderer/data/request/peer-address';

const handle = (request: Request) => forwardToPortal(request, (forwarded) => handleCmsRequest(forwarded, { remoteAddress: peerAddressOf(request) }));

export const GET = handle;
export const POST = handle;
