import { handleCmsRequest } from '@/cms/handler';
import { forwardToPortal } from '@/renderer/server/forward-to-portal';

const handle = (request: Request) => forwardToPortal(request, handleCmsRequest);

export const GET = handle;
export const POST = handle;
