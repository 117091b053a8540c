/** How a built request reaches the portal API: fetch over the network, or the embedded CMS in-process. */
export type Transport = (request: Request) => Promise<Response>;

export const fetchTransport: Transport = (request) => fetch(request);
