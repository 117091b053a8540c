import http from 'node:http';
import { expect } from '@playwright/test';
import { CHANGE_EVENTS_PATH } from '../../../renderer/data/preview/live/stream-address';
import { instancePort, NGINX_PORT, PREVIEW_TOKEN, type InstanceName } from '../../../scripts/cluster/layout';
import { send } from '../../../scripts/load-held/http-send';

/** A previewer's cookies from the preview entry of `path` on `instance`. */
export async function previewCookie(instance: InstanceName, path: string): Promise<string> {
  const entry = await send({
    port: instancePort(instance),
    host: `localhost:${instancePort(instance)}`,
    path: `${path}?ispreview=1&pretoken=${PREVIEW_TOKEN}`,
  });
  expect(entry.status, 'the preview entry redirects with its cookies').toBe(303);
  return entry.setCookies.map((line) => line.split(';')[0]).join('; ');
}

export type Stream = { status: number; contentType: string | undefined; text: () => string; events: () => string[]; close: () => void };

/**
 * Opens the change stream on `target`, an instance or nginx, from the loopback address `from` (a client of its
 * own: Linux routes all of 127/8 to lo); resolves once its status line is in. `text` is the body so far, `events` its `change` events' data.
 */
export function openStream(
  target: InstanceName | 'nginx',
  cookie: string,
  { path = CHANGE_EVENTS_PATH, from }: { path?: string; from?: string } = {},
): Promise<Stream> {
  const port = target === 'nginx' ? NGINX_PORT : instancePort(target);
  return new Promise((resolve, reject) => {
    let text = '';
    const request = http.get({ host: '127.0.0.1', port, path, localAddress: from, headers: { host: `localhost:${port}`, cookie } }, (response) => {
      response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      response.on('error', () => undefined);
      resolve({
        status: response.statusCode ?? 0,
        contentType: response.headers['content-type'],
        text: () => text,
        events: () => [...text.matchAll(/^event: change\ndata: (.*)$/gm)].map((match) => match[1] ?? ''),
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}
