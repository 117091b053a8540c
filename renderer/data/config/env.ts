import { z } from 'zod';
// Relative: next.config.ts loads this file, and its loader does not resolve the `@/` alias.
import { describeZodIssues } from '../../../schemas/zod-issues';
import { isEditUrlTemplate } from './edit-url';

/** A DNS name and nothing else: no wildcard, IP literal (the last label starts with a letter), port or path. */
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

const envSchema = z
  .object({
    /** Origin of an external portal CMS; unset, the embedded `cms/` answers in-process. */
    PORTAL_API_URL: z
      .url({ protocol: /^https?$/ })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /**
     * Where a previewer edits a module in an external CMS: a URL template with `{pageId}`, `{moduleId}` and
     * `{locale}` (docs/preview.md, "Edit in CMS"); unset, the inspector shows no such link.
     */
    CMS_EDIT_URL: z
      .string()
      .refine((template) => isEditUrlTemplate(template), 'an http(s) URL, with {pageId}, {moduleId} and {locale} where the CMS wants them')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Seconds a published page or CMS answer is served from cache before it is refreshed. */
    REVALIDATE_SECONDS: z.coerce.number().int().positive().default(300),
    /** Bearer secret of POST /api/revalidate (the CMS webhook); unset, the endpoint answers 503. */
    REVALIDATE_SECRET: z
      .string()
      .min(16)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Seconds the proxy keeps the site's language hosts before asking the CMS again (a host added there is served after at most this). */
    SITE_LANGUAGES_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    /** Live-preview event streams one client address may hold, and this instance in all (docs/preview.md). */
    LIVE_PREVIEW_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(10),
    LIVE_PREVIEW_STREAMS: z.coerce.number().int().min(1).max(100_000).default(500),
    /** `1` lets previewers edit the embedded CMS's fixtures in place, `0` never; unset, on under `next dev` only (docs/preview.md, "Editing"). */
    CMS_EDITING: z.enum(['', '0', '1']).default(''),
    /** Scheme and port of the public addresses built from the configured hosts (canonical, hreflang, sitemap). */
    SITE_URL_SCHEME: z.enum(['http', 'https']).default('http'),
    /** Empty for the scheme's default port (behind a proxy on 80/443). */
    SITE_URL_PORT: z.union([z.literal(''), z.coerce.number().int().min(1).max(65535).transform(String)]).default('3000'),
    /** Origin of the third-party chat widget (Chinese site only); the only external origin the pages load from. */
    CHAT_ORIGIN: z
      .url({ protocol: /^https?$/ })
      .transform((url) => url.replace(/\/+$/, ''))
      .default('https://chat.edgecloud.example'),
    /** Exact host names (comma-separated) whose https images pages show, fetched by /_next/image on our own origin; empty: site images only. */
    IMAGE_HOSTS: z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(HOST_NAME, 'an exact host name: no scheme, port, path or wildcard'))),
    /** Redis shared by every instance for Next's page and data cache (cache-handler.mjs); unset, each process caches alone. */
    REDIS_URL: z
      .url({ protocol: /^rediss?$/ })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Seconds a client may take to send a request's headers (docs/production.md, "Slow clients"). */
    SERVER_HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
    /** Seconds a client may take to send a whole request: a 1.5 MB export post at 100 kbit/s takes 120. */
    SERVER_REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
    /** Seconds an idle kept-alive connection stays open between two requests. */
    SERVER_KEEP_ALIVE_SECONDS: z.coerce.number().int().min(1).max(600).default(5),
    /** Connections one client address may hold open at once; 0 for no cap. Loopback peers are not counted behind CMS_TRUSTED_PROXIES. */
    SERVER_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(256),
    CHAT_COMPANY_ID: z
      .string()
      .regex(/^[\w-]{1,40}$/)
      .default('10001'),
    CHAT_GROUP_ID: z
      .string()
      .regex(/^[\w-]{1,40}$/)
      .default('20001'),
  })
  .refine((env) => env.SERVER_HEADERS_TIMEOUT_SECONDS <= env.SERVER_REQUEST_TIMEOUT_SECONDS, {
    path: ['SERVER_HEADERS_TIMEOUT_SECONDS'],
    message: 'at most SERVER_REQUEST_TIMEOUT_SECONDS: the headers are part of the request',
  });
export type Env = z.infer<typeof envSchema>;

/** Variables of the build, not of a running site: next.config.ts reads them when Next loads it. */
const buildEnvSchema = z.object({
  /** `standalone`: the self-contained server of deploy/ (`node .next/standalone/server.js`). */
  NEXT_OUTPUT: z
    .literal('standalone')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The build's folder; the benchmark builds into its own so it never replaces the e2e build in .next. */
  NEXT_DIST_DIR: z
    .string()
    .default('')
    .transform((dir) => dir || '.next'),
});
export type BuildEnv = z.infer<typeof buildEnvSchema>;

/** Every variable the site reads here (docs/production.md, "What to set", names each). */
export const ENV_NAMES = Object.keys(envSchema.shape);
let last: { values: string; env: Env } | undefined;

/**
 * Read at run time, so one build can be pointed at another CMS by changing the environment. Parsed once
 * and reused while the variables it reads hold the same values (CMS calls ask for it on every request).
 */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const values = JSON.stringify(ENV_NAMES.map((name) => source[name] ?? null));
  if (last?.values === values) return last.env;
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new Error(`invalid environment: ${describeZodIssues(parsed.error.issues)}`);
  }
  last = { values, env: parsed.data };
  return parsed.data;
}

/** The build's variables, checked like the site's: a value that is not one of theirs stops the build with its name. */
export function readBuildEnv(source: NodeJS.ProcessEnv = process.env): BuildEnv {
  const parsed = buildEnvSchema.safeParse(source);
  if (!parsed.success) throw new Error(`invalid build environment: ${describeZodIssues(parsed.error.issues)}`);
  return parsed.data;
}

/** `next dev`: the security headers then allow what its tooling needs. Next writes NODE_ENV into the bundle, so this is a constant there. */
export const isDevelopment = (): boolean => process.env.NODE_ENV === 'development';

/** Whether previewers may edit the embedded CMS's pages in place: an operator's `CMS_EDITING`, else only under `next dev`. */
export const isEditingSwitchedOn = ({ CMS_EDITING }: Pick<Env, 'CMS_EDITING'>, development = isDevelopment()): boolean =>
  CMS_EDITING === '' ? development : CMS_EDITING === '1';
