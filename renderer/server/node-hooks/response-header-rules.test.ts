import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { applyResponseHeaderRules, mergeVary } from './response-header-rules';

describe('mergeVary', () => {
  it('keeps every header name once, in the order first named', () => {
    expect(mergeVary('User-Agent', 'rsc, next-router-state-tree, user-agent')).toBe('User-Agent, rsc, next-router-state-tree');
    expect(mergeVary(undefined, 'rsc')).toBe('rsc');
    expect(mergeVary(['Accept', 'User-Agent'], 'accept-encoding')).toBe('Accept, User-Agent, accept-encoding');
  });
});

describe('applyResponseHeaderRules', () => {
  const patchedResponse = () => {
    class Response extends ServerResponse {}
    applyResponseHeaderRules(Response.prototype);
    return new Response(new IncomingMessage(new Socket()));
  };

  it("keeps the proxy's User-Agent when Next sets its own Vary afterwards, and leaves other headers alone", () => {
    const response = patchedResponse();
    response.setHeader('vary', 'User-Agent');
    response.setHeader('Vary', 'rsc, next-router-state-tree');
    response.setHeader('cache-control', 's-maxage=300');
    response.setHeader('cache-control', 'private');
    expect(response.getHeader('vary')).toBe('User-Agent, rsc, next-router-state-tree');
    expect(response.getHeader('cache-control')).toBe('private');
  });

  it('drops the rewrite target in any spelling and keeps the rewritten path the client router reads', () => {
    const response = patchedResponse();
    response.setHeader('x-middleware-rewrite', '/ZH_CN/desktop/product/enterprise-cloud');
    response.setHeader('X-Middleware-Rewrite', '/ZH_CN/desktop/product/enterprise-cloud');
    response.setHeader('x-nextjs-rewritten-path', '/ZH_CN/desktop/product/enterprise-cloud');
    expect(response.getHeaderNames()).toEqual(['x-nextjs-rewritten-path']);
  });
});
