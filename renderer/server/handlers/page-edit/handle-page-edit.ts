import { MAX_EDIT_BODY_BYTES } from '@/schemas/request-limits';
import { describeZodIssues } from '@/schemas/zod-issues';
import {
  editQuerySchema,
  editRequestSchema,
  type EditablePage,
  type EditLocale,
  type EditPageRef,
  type EditRequest,
  type PageChange,
} from '@/schemas/page-edit';
import { drainBody, readLimitedBody, REFUSED_BODY_DRAIN } from '../../../data/api/read-limited-body';
import type { PreviewStatus } from '../../../data/preview/preview-session';
import type { EditOutcome, ValidateDetails } from '../../../data/request/embedded-cms';
import { contractIssues, defaultModuleName } from './contract-issues';

export type PageEditDeps = {
  /** The embedded CMS serves the site and editing is switched on (`CMS_EDITING`). */
  editing: boolean;
  /** Whether this request previews with a token the CMS accepted. */
  previewStatus: () => Promise<PreviewStatus>;
  /** The site's own origins, as its configured hosts give them; a POST's Origin must be one. */
  siteOrigins: () => Promise<readonly string[]>;
  read: (locale: EditLocale, page: EditPageRef) => Promise<EditablePage | undefined>;
  edit: (request: EditRequest, validate: ValidateDetails) => Promise<EditOutcome>;
};

const NO_STORE = { 'cache-control': 'no-store' };
const answer = (status: number, body: object, headers: Record<string, string> = {}) => Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
const forbidden = () => answer(403, { error: 'forbidden' });
const malformed = (message: string) => answer(400, { error: 'malformed', message });
const notFound = (message: string) => answer(404, { error: 'not-found', message });

/**
 * Who may edit at all: previewers with a token the CMS accepted, on the embedded CMS with editing switched on, from
 * a page of this site. Origin must be one of the site's own origins; a POST without one is refused.
 */
async function mayEdit(request: Request, deps: PageEditDeps): Promise<boolean> {
  if (!deps.editing) return false;
  const origin = request.headers.get('origin');
  if (origin === null ? request.method === 'POST' : !(await deps.siteOrigins()).includes(origin)) return false;
  return (await deps.previewStatus()).state === 'on';
}

/**
 * GET /api/preview/edit?page=product:1104&locale=ZH_CN: a page's modules as stored and the version they are at
 * (docs/preview.md, "Editing").
 */
export async function handlePageEditRead(request: Request, deps: PageEditDeps): Promise<Response> {
  if (!(await mayEdit(request, deps))) return forbidden();
  const query = editQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return malformed(describeZodIssues(query.error.issues, 3));
  const page = await deps.read(query.data.locale, query.data.page);
  return page ? answer(200, page) : notFound('no such page in this language');
}

/** The change as it is stored: an added module is named after its contract unless the editor named it. */
const named = (change: PageChange): PageChange =>
  change.op === 'add' && change.name === undefined ? { ...change, name: defaultModuleName(change.type) } : change;

/**
 * POST /api/preview/edit `{ page, locale, version, change }`: one change to a page of the embedded CMS, checked
 * against the renderer's contract of its module before anything is written; 409 with the newer content when the
 * page is no longer at `version`.
 */
export async function handlePageEdit(request: Request, deps: PageEditDeps): Promise<Response> {
  if (!(await mayEdit(request, deps))) {
    await drainBody(request.body, REFUSED_BODY_DRAIN);
    return forbidden();
  }
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    await drainBody(request.body, REFUSED_BODY_DRAIN);
    return malformed('send the change as application/json');
  }
  const read = await readLimitedBody(new Response(request.body, { headers: lengthOf(request) }), MAX_EDIT_BODY_BYTES, undefined, REFUSED_BODY_DRAIN);
  if (!read.ok) {
    return read.reason === 'too-large'
      ? answer(413, { error: 'too-large', message: `the body is larger than ${MAX_EDIT_BODY_BYTES} bytes` }, { connection: 'close' })
      : malformed('the body could not be read');
  }
  let json: unknown;
  try {
    json = JSON.parse(read.value);
  } catch {
    return malformed('the body is not JSON');
  }
  const body = editRequestSchema.safeParse(json);
  if (!body.success) return malformed(describeZodIssues(body.error.issues, 3));
  const outcome = await deps.edit({ ...body.data, change: named(body.data.change) }, contractIssues);
  switch (outcome.outcome) {
    case 'saved':
      return answer(200, { version: outcome.version, ...(outcome.moduleId === undefined ? {} : { moduleId: outcome.moduleId }) });
    case 'stale':
      return answer(409, { error: 'stale', ...outcome.page });
    case 'invalid':
      return answer(422, { error: 'invalid', issues: outcome.issues });
    case 'not-found':
      return notFound(outcome.missing === 'page' ? 'no such page in this language' : 'no such module on this page');
    case 'busy':
      return answer(503, { error: 'busy', message: 'another save of this page is under way; send the change again' }, { 'retry-after': '1' });
  }
}

/** The declared length travels along, so a body declared too large is refused before any of it is read. */
const lengthOf = (request: Request): Record<string, string> => {
  const length = request.headers.get('content-length');
  return length === null ? {} : { 'content-length': length };
};
