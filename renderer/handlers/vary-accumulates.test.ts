import { ServerResponse, IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { letVaryAccumulate, mergeVary } from './vary-accumulates';

describe('mergeVary', () => {
  it('keeps every header name once, in the order first named', () => {
    expect(mergeVary('User-Agent', 'rsc, next-router-state-tree, user-agent')).toBe('User-Agent, rsc, next-router-state-tree');
    expect(mergeVary(undefined, 'rsc')).toBe('rsc');
    expect(mergeVary(['Accept', 'User-Agent'], 'accept-encoding')).toBe('Accept, User-Agent, accept-encoding');
  });
});

describe('letVaryAccumulate', () => {
  it("keeps the proxy's User-Agent when Next sets its own Vary afterwards, and leaves other headers alone", () => {
    class Response extends ServerResponse {}
    letVaryAccumulate(Response.prototype);
    const response = new Response(new IncomingMessage(new Socket()));
    response.setHeader('vary', 'User-Agent');
    response.setHeader('Vary', 'rsc, next-router-state-tree');
    response.setHeader('cache-control', 's-maxage=300');
    response.setHeader('cache-control', 'private');
    expect(response.getHeader('vary')).toBe('User-Agent, rsc, next-router-state-tree');
    expect(response.getHeader('cache-control')).toBe('private');
  });
});
