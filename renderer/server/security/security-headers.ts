import type { Env } from '../../data/config/env';

type SecurityEnv = Pick<Env, 'CHAT_ORIGIN' | 'SITE_URL_SCHEME'>;
type Options = { development?: boolean };

/**
 * The page policy: our own origin plus the chat widget's, nothing else external. Inline scripts are
 * allowed because Next's App Router writes its payload as inline scripts that differ per page: a hash
 * cannot sit in a fixed header and a nonce makes every page render per request (docs/security.md).
 * The sanitizer is what keeps CMS text from adding scripts; this policy limits where code and data go.
 */
export function contentSecurityPolicy(env: SecurityEnv, { development = false }: Options = {}): string {
  const chat = new URL(env.CHAT_ORIGIN).origin;
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // React's development build evaluates code for its error overlay and stack traces.
    ['script-src', "'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : []), chat],
    // next/image and a few components write style attributes into the server HTML.
    ['style-src', "'self'", "'unsafe-inline'", chat],
    // The captcha is fetched and shown from a blob: URL.
    ['img-src', "'self'", 'data:', 'blob:', chat],
    ['font-src', "'self'", chat],
    ['connect-src', "'self'", chat],
    ['media-src', "'self'"],
    ['frame-src', chat],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
  ];
  if (env.SITE_URL_SCHEME === 'https') directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Features no page of ours uses; a script that slipped in cannot ask for them either. */
const PERMISSIONS_POLICY = ['accelerometer', 'camera', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'payment', 'usb']
  .map((feature) => `${feature}=()`)
  .join(', ');

const common = (env: SecurityEnv): Record<string, string> => ({
  'x-content-type-options': 'nosniff',
  'permissions-policy': PERMISSIONS_POLICY,
  ...(env.SITE_URL_SCHEME === 'https' ? { 'strict-transport-security': 'max-age=31536000' } : {}),
});

/** Pages and files: the page policy. Pages get these from the proxy (run time), files from next.config.ts (build time). */
export function pageSecurityHeaders(env: SecurityEnv, options: Options = {}): Record<string, string> {
  return {
    ...common(env),
    'content-security-policy': contentSecurityPolicy(env, options),
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
  };
}

/**
 * `/api/*` (JSON, the captcha SVG, PDFs, the preview hand-off and its refusal page): nothing in them may
 * run, load or be framed, and they send no Referer. Next lets a route's own header lose to these, so
 * they are as strict as the strictest route wants (the captcha's policy, the preview's no-referrer).
 */
export function apiSecurityHeaders(env: SecurityEnv): Record<string, string> {
  return {
    ...common(env),
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
  };
}
