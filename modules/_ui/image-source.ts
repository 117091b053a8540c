/** The width and quality every rich-text image is fetched at: one of next/image's default sizes, its default quality. */
const RICH_TEXT_WIDTH = 1200;
const QUALITY = 75;

export type ImageSource = { kind: 'site'; src: string } | { kind: 'remote'; src: string } | { kind: 'refused' };

const PROBE_ORIGIN = 'http://site.invalid';
/** A scheme, or a second slash (`//host`, `/\host`) that makes the browser read a host. */
const NOT_A_PATH = /^(?:[a-z][a-z\d+.-]*:|[/\\]{2})/i;

function parse(src: string): URL | undefined {
  try {
    return new URL(src, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
}

/**
 * Where a CMS image may be loaded from. Site paths as they are; https images through our own
 * `/_next/image`, which fetches only the hosts of IMAGE_HOSTS (next.config.ts), so the browser loads
 * nothing from another origin. Everything else is refused, remote SVG too: the optimizer never
 * serves SVG (it can carry script) and loading it straight from its host would break the CSP.
 */
export function imageSource(src: string): ImageSource {
  const url = parse(src.trim());
  if (!url) return { kind: 'refused' };
  if (url.origin === PROBE_ORIGIN && !NOT_A_PATH.test(src.trim().replace(/[\t\n\r]/g, ''))) return { kind: 'site', src };
  if (url.protocol !== 'https:' || /\.svgz?$/i.test(url.pathname)) return { kind: 'refused' };
  return { kind: 'remote', src: url.href };
}

/** `/_next/image?url=..`: a remote image served by this site's optimizer, as next/image writes it. */
export const optimizedImageUrl = (src: string, width = RICH_TEXT_WIDTH) => `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${QUALITY}`;
