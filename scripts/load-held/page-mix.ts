/** A desktop browser: the proxy serves the desktop variant. */
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

/** The pages under load: home, a product, a news article and a help document. */
export const PAGES = ['/', '/product/enterprise-cloud', '/press/60101', '/document/201/21101'] as const;

/** Both public hosts; the host picks the locale. Node resolves neither `*.localhost` name, so each goes in the Host header. */
export const hostsOn = (port: number) => [`localhost:${port}`, `en.localhost:${port}`] as const;

export type PageRequest = { method: 'GET'; path: string; headers: Record<string, string> };

/** Every page on both hosts, in the order each connection cycles through them. */
export function pageMix(port: number): PageRequest[] {
  return hostsOn(port).flatMap((host) =>
    PAGES.map((path) => ({ method: 'GET' as const, path, headers: { host, 'user-agent': DESKTOP_UA, accept: 'text/html' } })),
  );
}
