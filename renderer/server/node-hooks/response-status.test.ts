import { type IncomingMessage, Server, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerWithStatus } from '../../data/request/response-status';
import { answerWithAskedStatus } from './response-status';

// Subclasses keep Node's own prototypes untouched for the other tests of this worker.
class HookedServer extends Server {}
class HookedResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {}

describe('answerWithAskedStatus', () => {
  let origin = '';
  let server: Server;

  beforeAll(async () => {
    answerWithAskedStatus(HookedServer.prototype, HookedResponse.prototype);
    // A listener that renders as Next does: asynchronously, the status asked for somewhere down the render, the head sent implicitly.
    server = new HookedServer({ ServerResponse: HookedResponse }, (request, response) => {
      const path = request.url ?? '/';
      void (async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (path === '/error/500') answerWithStatus(500);
        if (path === '/redirect') response.statusCode = 307;
        if (path === '/redirect') answerWithStatus(404);
        response.write('<!DOCTYPE html><p>streamed</p>');
        answerWithStatus(503);
        response.end();
      })();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    origin = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('sends the status a render asked for before the head went out', async () => {
    const answer = await fetch(`${origin}/error/500`);
    expect(answer.status).toBe(500);
    expect(await answer.text()).toContain('streamed');
  });

  it('leaves a status Next chose, and one asked for after the head went out, as they are', async () => {
    expect((await fetch(`${origin}/redirect`, { redirect: 'manual' })).status).toBe(307);
    expect((await fetch(`${origin}/page`)).status).toBe(200);
  });

  it('keeps requests apart: a status asked for one answer reaches no other', async () => {
    const answers = await Promise.all(['/error/500', '/page', '/error/500', '/page'].map((path) => fetch(`${origin}${path}`)));
    expect(answers.map((answer) => answer.status)).toEqual([500, 200, 500, 200]);
  });

  it('changes nothing outside a request', () => {
    expect(() => answerWithStatus(500)).not.toThrow();
  });
});
