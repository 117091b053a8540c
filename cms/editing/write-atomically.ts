import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Replaces `file` with `text`: written to a temporary file in the same folder, flushed to disk, then renamed over
 * it. A crash at any point leaves either the old file whole or the new one whole. The temporary name does not end
 * in `.json`, so the CMS never loads one left behind.
 */
export async function writeAtomically(file: string, text: string): Promise<void> {
  const folder = path.dirname(file);
  const temporary = path.join(folder, `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  const { mode } = await fs.promises.stat(file);
  const handle = await fs.promises.open(temporary, 'wx', mode);
  try {
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.promises.rename(temporary, file);
  } catch (error) {
    await fs.promises.rm(temporary, { force: true });
    throw error;
  }
  await syncFolder(folder);
}

/** The rename itself reaches the disk once the folder is flushed. */
async function syncFolder(folder: string): Promise<void> {
  const handle = await fs.promises.open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
