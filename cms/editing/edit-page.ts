import fs from 'node:fs';
import type { EditablePage, EditIssue, EditRequest, EditLocale, EditPageRef } from '@/schemas/page-edit';
import { readCmsConfig } from '../config';
import { applyChange, type ValidateDetails } from './apply-change';
import { findPageFile } from './find-page-file';
import { FileBusyError, withFileLock } from './file-lock';
import { queuedFor } from './file-queue';
import { editableOf, readPageDocument, serializePage, versionOf } from './page-document';
import { writeAtomically } from './write-atomically';

export type EditOutcome =
  | { outcome: 'saved'; version: string; moduleId?: string }
  | { outcome: 'stale'; page: EditablePage }
  | { outcome: 'invalid'; issues: EditIssue[] }
  | { outcome: 'not-found'; missing: 'page' | 'module' }
  | { outcome: 'busy' };

/** Where the pages are: the embedded CMS's fixtures folder unless a test names its own copy. */
type Where = { fixturesDir?: string };

/** The page's modules and version, read from its file; undefined for a page the fixtures folder does not hold. */
export async function readEditablePage(
  locale: EditLocale,
  page: EditPageRef,
  { fixturesDir = readCmsConfig().fixturesDir }: Where = {},
): Promise<EditablePage | undefined> {
  const file = await findPageFile(fixturesDir, locale, page);
  const document = file && readPageDocument(await fs.promises.readFile(file, 'utf8'));
  return document ? editableOf(document) : undefined;
}

/**
 * Applies one change to a page's file, one save of a file at a time in this process and, through the file's lock,
 * across processes ('busy' when another one holds it too long): refused unchanged when the
 * file is no longer at `version` (answered with what it is now), names no module of the page, or `validate`
 * finds problems in its `details`; otherwise written atomically, formatted as every fixture is.
 */
export async function editPage(
  { page, locale, version, change }: EditRequest,
  validate: ValidateDetails,
  { fixturesDir = readCmsConfig().fixturesDir }: Where = {},
): Promise<EditOutcome> {
  const file = await findPageFile(fixturesDir, locale, page);
  if (!file) return { outcome: 'not-found', missing: 'page' };
  return queuedFor(file, () => withFileLock(file, () => applyTo(file, { version, change }, validate))).catch((error: unknown) => {
    if (error instanceof FileBusyError) return { outcome: 'busy' } as const;
    throw error;
  });
}

/** The change checked against the file as it is now, and written if it holds. */
async function applyTo(file: string, { version, change }: Pick<EditRequest, 'version' | 'change'>, validate: ValidateDetails): Promise<EditOutcome> {
  const document = readPageDocument(await fs.promises.readFile(file, 'utf8'));
  if (!document) return { outcome: 'not-found', missing: 'page' };
  if (document.version !== version) return { outcome: 'stale', page: editableOf(document) };
  const applied = applyChange(document.entries, change, validate);
  switch (applied.outcome) {
    case 'no-module':
      return { outcome: 'not-found', missing: 'module' };
    case 'invalid':
      return applied;
    case 'unchanged':
      return { outcome: 'saved', version };
    case 'changed': {
      const text = serializePage(document.data, applied.modules);
      await writeAtomically(file, text);
      return { outcome: 'saved', version: versionOf(text), moduleId: applied.moduleId };
    }
  }
}
