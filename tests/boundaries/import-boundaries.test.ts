import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The boundary messages ESLint gives a file planted at `filePath` holding `code` (nothing is written to disk). */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import/no-restricted-paths').map((message) => message.message);
}

const planted = [
  {
    where: 'renderer/data/content/probe.ts',
    code: "export { handleCmsRequest } from '../../../cms/handler';",
    why: 'renderer reaching cms/ by a relative path',
  },
  { where: 'renderer/data/content/probe.ts', code: "export { handleCmsRequest } from '@/cms/handler';", why: 'renderer reaching cms/ by alias' },
  { where: 'app/probe/route.ts', code: "export { handleCmsRequest } from '../../cms/handler';", why: 'a route reaching cms/ past the composition point' },
  { where: 'modules/video/probe.ts', code: "export { heroBannerSchema } from '../hero-banner/schema';", why: 'one module importing another' },
  {
    where: 'modules/video/probe.ts',
    code: "export { getQueryClient } from '../../renderer/data/query/get-query-client';",
    why: 'a module importing renderer/',
  },
  { where: 'modules/_ui/probe.ts', code: "export { videoSchema } from '../video/schema';", why: 'the shared UI kit importing a module' },
  { where: 'schemas/probe.ts', code: "export { registry } from '../modules/registry';", why: 'schemas/ importing anything of ours' },
  { where: 'cms/probe.ts', code: "export { readEnv } from '../renderer/data/config/env';", why: 'cms/ importing renderer/' },
  { where: 'renderer/probe.ts', code: "export { GET } from '../app/api/portal/v1/[...path]/route';", why: 'renderer/ importing app/' },
  {
    where: 'renderer/data/content/probe.ts',
    code: "export { SiteHeader } from '../../chrome/header/site-header';",
    why: 'the data wing importing the chrome above it',
  },
  { where: 'renderer/i18n/probe.ts', code: "export { readEnv } from '../data/config/env';", why: 'the ground wing, i18n, importing data' },
  {
    where: 'renderer/data/api/probe.ts',
    code: "export { bindModules } from '@/renderer/pipeline/parse/parse-modules';",
    why: 'data importing the pipeline, by alias',
  },
  {
    where: 'renderer/pipeline/page/probe.ts',
    code: "export { ErrorView } from '../../frame/error-pages/error-view';",
    why: 'the pipeline importing the frame',
  },
  { where: 'renderer/frame/behaviours/probe.ts', code: "export { NewsCard } from '../../templates/news/news-card';", why: 'the frame importing templates' },
  { where: 'renderer/templates/news/probe.ts', code: "export { SiteHeader } from '../../chrome/header/site-header';", why: 'templates importing the chrome' },
  {
    where: 'renderer/chrome/footer/probe.ts',
    code: "export { buildSitemap } from '../../server/sitemap/build-sitemap';",
    why: 'the chrome importing the server wing',
  },
];

const allowed = [
  { where: 'renderer/chrome/header/probe.ts', code: "export { getHome } from '../../data/content/get-home';", why: 'a wing importing one below it' },
  {
    where: 'renderer/server/sitemap/probe.ts',
    code: "export { SiteHeader } from '../../chrome/header/site-header';",
    why: 'the top wing importing the one under it',
  },
  { where: 'renderer/data/content/probe.ts', code: "export { callPortal } from '../api/call-portal';", why: 'a folder importing another of its own wing' },
  { where: 'modules/video/probe.ts', code: "export { Section } from '../_ui/section';", why: 'a module using the shared UI kit' },
  { where: 'modules/video/probe.ts', code: "export { linkSchema } from '../../schemas/link';", why: 'a module using schemas/' },
  { where: 'renderer/data/request/embedded-cms.ts', code: "export { handleCmsRequest } from '../../../cms/handler';", why: 'the composition point itself' },
  {
    where: 'app/probe/route.ts',
    code: "export { handleCmsRequest } from '../../renderer/data/request/embedded-cms';",
    why: 'a route going through the composition point',
  },
];

describe('import boundaries hold on resolved paths', () => {
  // The first lint loads the config, its plugins and the import resolver: seconds on a busy machine, paid once here.
  beforeAll(() => boundaryErrors('renderer/probe.ts', "export { z } from 'zod';"), 60_000);

  it.each(planted)('lint fails on $why ($where)', async ({ where, code }) => {
    expect(await boundaryErrors(where, code)).toHaveLength(1);
  });

  it.each(allowed)('lint accepts $why', async ({ where, code }) => {
    expect(await boundaryErrors(where, code)).toEqual([]);
  });
});
