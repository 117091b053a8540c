import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { hideRewriteTarget } from './rewrite-target-hidden';

describe('hideRewriteTarget', () => {
  it('drops the rewrite target in any spelling and keeps the rewritten path the client router reads', () => {
    class Response extends ServerResponse {}
    hideRewriteTarget(Response.prototype);
    const response = new Response(new IncomingMessage(new Socket()));
    response.setHeader('x-middleware-rewrite', '/ZH_CN/desktop/product/enterprise-cloud');
    response.setHeader('X-Middleware-Rewrite', '/ZH_CN/desktop/product/enterprise-cloud');
    response.setHeader('x-nextjs-rewritten-path', '/ZH_CN/desktop/product/enterprise-cloud');
    expect(response.getHeaderNames()).toEqual(['x-nextjs-rewritten-path']);
  });
});
