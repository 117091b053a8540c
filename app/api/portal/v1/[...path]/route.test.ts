import { beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_POLICY } from '@/cms/captcha/captcha-service';
import { withTempDatabase } from '@/cms/forms/form-requests.testing';
import { PEER_ADDRESS_HEADER } from '@/renderer/data/request/peer-address';
import { stampPeerAddress } from '@/renderer/server/node-hooks/stamp-peer-address';
import { GET } from './route';

withTempDatabase();
// As instrumentation.ts does when the server starts: from then on the peer header is the socket's.
beforeAll(() => stampPeerAddress());

/** A cookie-less image request as the server hands it to the route, the socket's address stamped on it. */
const image = (peer: string) =>
  GET(new Request('http://localhost:3000/api/portal/v1/picture-code?pictureType=us&lang=ZH_CN', { headers: { [PEER_ADDRESS_HEADER]: peer } }));

describe('the portal route under next start', () => {
  // Draws 62 captcha images (sharp, then noise on every pixel): seconds on a busy machine.
  it('limits a client that sends no cookie by its socket address, and only that client', { timeout: 30_000 }, async () => {
    for (let i = 0; i < CAPTCHA_POLICY.perAddress; i += 1) expect((await image('198.51.100.9')).status).toBe(200);
    expect((await image('198.51.100.9')).status).toBe(429);
    expect((await image('198.51.100.10')).status).toBe(200);
  });
});
