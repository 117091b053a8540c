/** Answers meant for one visitor only (preview hand-offs, language switches): never cached, never a referrer, never indexed. */
export const PRIVATE_HEADERS = { 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex' } as const;
