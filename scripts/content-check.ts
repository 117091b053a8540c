import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_CHECK_USAGE, parseContentCheckArgs } from './content-check-args';

/**
 * `npm run content:check [-- source] [--preview-token TOKEN]`: validates a content source against the
 * schemas and the module registry before publishing; prints every module the site would drop and
 * why, page by page and locale by locale, and exits 1 when any would be (`--help` for the rest).
 */
const args = parseContentCheckArgs(process.argv.slice(2), (source) => fs.statSync(source, { throwIfNoEntry: false })?.isDirectory() ?? false);
if (args.kind !== 'run') {
  if (args.kind === 'wrong') console.error(`content:check: ${args.message}\n`);
  (args.kind === 'help' ? console.log : console.error)(CONTENT_CHECK_USAGE);
  process.exit(args.kind === 'help' ? 0 : 2);
}

// The embedded CMS reads its folder from the environment on first use, so set it before loading it.
if (!args.isUrl) process.env.CMS_FIXTURES_DIR = path.resolve(args.source);

const { checkContent, formatReports, hasProblems } = await import('../renderer/server/content-check/check-content');
const { fetchTransport } = await import('../renderer/data/api/transport');
const { handleCmsRequest } = await import('../cms/handler');

const preview = args.previewToken ? { token: args.previewToken } : undefined;
const context = args.isUrl
  ? { baseUrl: args.source.replace(/\/+$/, ''), transport: fetchTransport, preview }
  : { baseUrl: 'http://embedded-cms.internal', transport: handleCmsRequest, preview };
const reports = await checkContent(context, ['ZH_CN', 'EN_US']);
console.log(formatReports(reports));
process.exitCode = hasProblems(reports) ? 1 : 0;
