import path from 'node:path';

/**
 * `npm run content:check [fixtures folder | CMS base URL]`: validates a content source against the
 * schemas and the module registry before publishing; prints every module the site would drop and
 * why, page by page and locale by locale, and exits 1 when any would be.
 */
const source = process.argv[2] ?? 'fixtures';
const isUrl = /^https?:\/\//i.test(source);
// The embedded CMS reads its folder from the environment on first use, so set it before loading it.
if (!isUrl) process.env.CMS_FIXTURES_DIR = path.resolve(source);

const { checkContent, formatReports, hasProblems } = await import('../renderer/content-check/check-content');
const { fetchTransport } = await import('../renderer/api/transport');
const { handleCmsRequest } = await import('../cms/handler');

const context = isUrl
  ? { baseUrl: source.replace(/\/+$/, ''), transport: fetchTransport }
  : { baseUrl: 'http://embedded-cms.internal', transport: handleCmsRequest };
const reports = await checkContent(context, ['ZH_CN', 'EN_US']);
console.log(formatReports(reports));
process.exitCode = hasProblems(reports) ? 1 : 0;
