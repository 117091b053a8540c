import { send, type Sent } from '../../../scripts/load-held/http-send';
import { USER_AGENTS, type Device } from '../../e2e/support/cache-sites';
import { instancePort, NGINX_PORT, REVALIDATE_SECRET, type InstanceName } from '../../../scripts/cluster/layout';

/** Where a request goes: straight to one instance, or to nginx in front of all three. */
export type Target = InstanceName | 'nginx';
const portOf = (target: Target): number => (target === 'nginx' ? NGINX_PORT : instancePort(target));

/** The two sites as visitors address them: through nginx's port, whichever instance answers. */
export const HOSTS = { zh: `localhost:${NGINX_PORT}`, en: `en.localhost:${NGINX_PORT}` } as const;

export type PageAnswer = Sent & {
  cache: string | null;
  microCache: string | null;
  cacheControl: string | null;
  vary: string | null;
  title: string | undefined;
};

/** A page as a visitor's first HTML request gets it. */
export async function getPage(
  target: Target,
  path: string,
  { host = HOSTS.zh, device = 'desktop', cookie }: { host?: string; device?: Device; cookie?: string } = {},
): Promise<PageAnswer> {
  const headers = { 'user-agent': USER_AGENTS[device], ...(cookie ? { cookie } : {}) };
  const answer = await send({ port: portOf(target), host, path, headers });
  return {
    ...answer,
    cache: answer.headers['x-nextjs-cache'] ?? null,
    microCache: answer.headers['x-micro-cache'] ?? null,
    cacheControl: answer.headers['cache-control'] ?? null,
    vary: answer.headers.vary ?? null,
    title: /<title>([^<]*)<\/title>/.exec(answer.text)?.[1],
  };
}

/** POST /api/revalidate on one instance with the cluster's secret. */
export const revalidate = (target: Target, body: unknown): Promise<Sent> =>
  send({
    port: portOf(target),
    host: HOSTS.zh,
    method: 'POST',
    path: '/api/revalidate',
    headers: { authorization: `Bearer ${REVALIDATE_SECRET}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/**
 * `all` sent through every instance until each answers 200: the cache starts expired, and every instance's
 * Redis connection is up (after an outage the clients take up to 2 s to reconnect).
 */
export async function expireEverything(): Promise<void> {
  for (const instance of ['a', 'b', 'c'] as const) {
    for (const until = Date.now() + 15_000; ; await new Promise((resolve) => setTimeout(resolve, 250))) {
      const answer = await revalidate(instance, { all: true });
      if (answer.status === 200) break;
      if (Date.now() > until) throw new Error(`instance ${instance} answered the webhook ${answer.status}: ${answer.text}`);
    }
  }
}
