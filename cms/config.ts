import path from 'node:path';
import { z } from 'zod';
import { describeZodIssues } from '@/schemas/zod-issues';

/** Accepted by a development server out of the box; a production build takes it only when CMS_PREVIEW_TOKENS names it. */
export const DEVELOPMENT_PREVIEW_TOKEN = 'dev-preview-token';
/** Refused preview tokens one client address may send per 10 minutes unless CMS_PREVIEW_GUESSES_PER_ADDRESS says otherwise. */
export const DEFAULT_PREVIEW_GUESSES_PER_ADDRESS = 10;
/** PBKDF2-SHA-256 iterations of one proof-of-work attempt unless CMS_PROOF_OF_WORK_COST says otherwise (docs/forms.md). */
export const DEFAULT_PROOF_OF_WORK_COST = 5000;
/** Captcha images one client address may ask for per minute unless CMS_CAPTCHA_IMAGES_PER_ADDRESS says otherwise. */
export const DEFAULT_CAPTCHA_IMAGES_PER_ADDRESS = 60;

const flag = z
  .enum(['', '0', '1'])
  .default('')
  .transform((value) => value === '1');

const cmsEnvSchema = z.object({
  /** Folder holding the fixture content the embedded CMS serves. */
  CMS_FIXTURES_DIR: z.string().min(1).default('fixtures'),
  /** SQLite file for leads and captchas; its folder is created on first start. `:memory:` for a throwaway one. */
  CMS_DATABASE_PATH: z.string().min(1).default('data/leads.sqlite'),
  /** `1` opens GET /picture-code/test-answer, which tells the current visitor's captcha: end-to-end tests only. */
  CMS_CAPTCHA_TEST_HOOK: flag,
  /** Captcha images per client address per minute (docs/forms.md); raise it where many people share one address. */
  CMS_CAPTCHA_IMAGES_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_CAPTCHA_IMAGES_PER_ADDRESS),
  /** PBKDF2 iterations per proof-of-work attempt; a lead takes 256 attempts on average (docs/forms.md). */
  CMS_PROOF_OF_WORK_COST: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_PROOF_OF_WORK_COST),
  /** Refused preview tokens per client address per 10 minutes (docs/preview.md). */
  CMS_PREVIEW_GUESSES_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_PREVIEW_GUESSES_PER_ADDRESS),
  /** How many proxies in front of the CMS write X-Forwarded-For; 0 trusts only the socket address. */
  CMS_TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
  /** Comma-separated preview tokens that unlock drafts; unset, the development token in development and none in production. */
  CMS_PREVIEW_TOKENS: z
    .string()
    .optional()
    // Empty counts as unset, as in .env.example.
    .transform((value) =>
      value?.trim()
        ? value
            .split(',')
            .map((token) => token.trim())
            .filter(Boolean)
        : undefined,
    ),
  NODE_ENV: z.string().optional(),
});

/** Every variable the embedded CMS reads (docs/production.md, "What to set", names each). */
export const CMS_ENV_NAMES = Object.keys(cmsEnvSchema.shape);

export type CmsConfig = {
  fixturesDir: string;
  /** Absolute path, or `:memory:`. */
  databasePath: string;
  captchaTestHook: boolean;
  captchaImagesPerAddress: number;
  proofOfWorkCost: number;
  previewGuessesPerAddress: number;
  trustedProxies: number;
  previewTokens: readonly string[];
};

/** Read once per process; a bad value fails loudly at start rather than per request. */
export function readCmsConfig(env: NodeJS.ProcessEnv = process.env): CmsConfig {
  const parsed = cmsEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`invalid CMS environment: ${describeZodIssues(parsed.error.issues)}`);
  }
  const root = /*turbopackIgnore: true*/ process.cwd();
  const { CMS_DATABASE_PATH: database } = parsed.data;
  return {
    fixturesDir: path.resolve(/*turbopackIgnore: true*/ root, parsed.data.CMS_FIXTURES_DIR),
    databasePath: database === ':memory:' ? database : path.resolve(/*turbopackIgnore: true*/ root, database),
    captchaTestHook: parsed.data.CMS_CAPTCHA_TEST_HOOK,
    captchaImagesPerAddress: parsed.data.CMS_CAPTCHA_IMAGES_PER_ADDRESS,
    proofOfWorkCost: parsed.data.CMS_PROOF_OF_WORK_COST,
    previewGuessesPerAddress: parsed.data.CMS_PREVIEW_GUESSES_PER_ADDRESS,
    trustedProxies: parsed.data.CMS_TRUSTED_PROXIES,
    // A documented token must not unlock drafts on a public site because nobody set the variable.
    previewTokens: parsed.data.CMS_PREVIEW_TOKENS ?? (parsed.data.NODE_ENV === 'production' ? [] : [DEVELOPMENT_PREVIEW_TOKEN]),
  };
}
