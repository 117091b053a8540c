import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { EditLocale, EditPageRef } from '@/schemas/page-edit';
import { realPathInside } from './inside-folder';

const detailIdSchema = z.object({ id: z.number() });
const belongTypeSchema = z.object({ belongType: z.string() });

/** The folder of a page's kind, and whether a file's content names the page. */
function placeOf(fixturesDir: string, locale: EditLocale, page: EditPageRef): { folder: string; names: (content: unknown) => boolean } {
  if (page.kind === 'page') {
    return { folder: path.join(fixturesDir, locale, 'pages'), names: (content) => belongTypeSchema.safeParse(content).data?.belongType === page.belongType };
  }
  return { folder: path.join(fixturesDir, locale, 'details', page.kind), names: (content) => detailIdSchema.safeParse(content).data?.id === page.id };
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * The real path of the file that holds `page` in `locale`, found by the id (or `belongType`) inside it, as the
 * CMS finds it; undefined when no file under the fixtures folder holds it. A file whose real path (symlinks
 * followed) leaves the fixtures folder is never read.
 */
export async function findPageFile(fixturesDir: string, locale: EditLocale, page: EditPageRef): Promise<string | undefined> {
  const { folder, names } = placeOf(fixturesDir, locale, page);
  const files = await fs.promises.readdir(folder).catch(() => []);
  for (const name of files.filter((file) => file.endsWith('.json')).sort()) {
    const real = await realPathInside(path.join(folder, name), fixturesDir);
    if (real && names(parsed(await fs.promises.readFile(real, 'utf8').catch(() => '')))) return real;
  }
  return undefined;
}
