import path from 'node:path';
import { z } from 'zod';

const cmsEnvSchema = z.object({
  /** Folder holding the fixture content the embedded CMS serves. */
  CMS_FIXTURES_DIR: z.string().min(1).default('fixtures'),
});

export type CmsConfig = { fixturesDir: string };

/** Read once per process; a bad value fails loudly at start rather than per request. */
export function readCmsConfig(env: NodeJS.ProcessEnv = process.env): CmsConfig {
  const parsed = cmsEnvSchema.parse(env);
  return { fixturesDir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), parsed.CMS_FIXTURES_DIR) };
}
