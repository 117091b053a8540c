import { parseArgs } from 'node:util';

export const CONTENT_CHECK_USAGE = `Usage: npm run content:check -- [source] [--preview-token TOKEN]

Reads every module page of a content source, in both locales, and lists each module the site would
drop and why.

  source                 a content folder (default: fixtures) or a CMS base URL (http:// or https://)
  --preview-token TOKEN  check the drafts, as a previewer holding TOKEN sees them
  -h, --help             print this help

Exit code: 0 when every module renders (modules hidden with visible: false are listed, not counted),
1 when a module would be dropped or a page cannot be read, 2 for a wrong argument.`;

export type ContentCheckArgs =
  { kind: 'help' } | { kind: 'wrong'; message: string } | { kind: 'run'; source: string; isUrl: boolean; previewToken: string | undefined };

/** The command line of `npm run content:check`; `isFolder` says whether a local source exists. */
export function parseContentCheckArgs(argv: readonly string[], isFolder: (path: string) => boolean): ContentCheckArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { help: { type: 'boolean', short: 'h' }, 'preview-token': { type: 'string' } },
    });
  } catch (error) {
    return { kind: 'wrong', message: error instanceof Error ? error.message : String(error) };
  }
  if (parsed.values.help) return { kind: 'help' };
  const [source = 'fixtures', ...extra] = parsed.positionals;
  if (extra.length > 0) return { kind: 'wrong', message: `one source at most, got ${parsed.positionals.length}: ${parsed.positionals.join(' ')}` };
  const previewToken = parsed.values['preview-token'];
  if (previewToken !== undefined && previewToken.trim() === '') return { kind: 'wrong', message: '--preview-token needs a token' };
  const isUrl = /^https?:\/\//i.test(source);
  if (!isUrl && !isFolder(source)) return { kind: 'wrong', message: `${source} is neither a folder nor an http(s) address` };
  return { kind: 'run', source, isUrl, previewToken };
}
