import http from 'node:http';
import { expect, test } from '@playwright/test';
import { CHANGE_EVENTS_PATH } from '../../renderer/live-preview/touches-page';
import { instancePort, NGINX_PORT, type InstanceName } from '../../scripts/cluster/layout';
import { send } from '../../scripts/load-held/http-send';
import { revalidate } from './support/http';

/**
 * Live preview across instances (Redis pub/sub): a previewer's stream on one instance hears a draft change the
 * webhook reported to another. Request-level: the stream is read as the browser's EventSource would read it.
 */
const PRODUCT = '/product/enterprise-cloud';

/** A previewer's cookies from the preview entry on `instance`. */
async function previewCookie(instance: InstanceName): Promise<string> {
  const entry = await send({
    port: instancePort(instance),
    host: `localhost:${instancePort(instance)}`,
    path: `${PRODUCT}?ispreview=1&pretoken=dev-preview-token`,
  });
  expect(entry.status, 'the preview entry redirects with its cookies').toBe(303);
  return entry.setCookies.map((line) => line.split(';')[0]).join('; ');
}

type Stream = { status: number; events: () => string[]; close: () => void };

/** Opens the change stream on `target`, an instance or nginx; resolves once its status line is in. */
function openStream(target: InstanceName | 'nginx', cookie: string): Promise<Stream> {
  const port = target === 'nginx' ? NGINX_PORT : instancePort(target);
  return new Promise((resolve, reject) => {
    let text = '';
    const request = http.get({ host: '127.0.0.1', port, path: CHANGE_EVENTS_PATH, headers: { host: `localhost:${port}`, cookie } }, (response) => {
      response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      resolve({
        status: response.statusCode ?? 0,
        events: () => [...text.matchAll(/^event: change\ndata: (.*)$/gm)].map((match) => match[1] ?? ''),
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}

test('a draft change reported to B reaches the previewers whose streams are on A, on C and through nginx; nothing reaches a visitor', async () => {
  const cookie = await previewCookie('a');
  const onA = await openStream('a', cookie);
  const onC = await openStream('c', cookie);
  const viaNginx = await openStream('nginx', cookie);
  const visitor = await openStream('a', '');
  try {
    expect(onA.status).toBe(200);
    expect(visitor.status).toBe(401);
    const answer = await revalidate('b', { paths: [PRODUCT], draft: true });
    expect(answer.status).toBe(200);
    const heard = JSON.stringify({ tags: [], paths: [PRODUCT], all: false });
    await expect.poll(() => onA.events(), { timeout: 2_000 }).toEqual([heard]);
    await expect.poll(() => onC.events(), { timeout: 2_000 }).toEqual([heard]);
    // nginx passes the event on as it is written, not when the stream ends.
    await expect.poll(() => viaNginx.events(), { timeout: 2_000 }).toEqual([heard]);
  } finally {
    for (const stream of [onA, onC, viaNginx, visitor]) stream.close();
  }
});
