import fs from 'node:fs';
import path from 'node:path';

/**
 * The real path of `file` (symlinks followed) when it lies inside the real path of `folder`; undefined when it
 * lies elsewhere or does not exist. Edits read and write only such files.
 */
export async function realPathInside(file: string, folder: string): Promise<string | undefined> {
  try {
    const [real, root] = await Promise.all([fs.promises.realpath(file), fs.promises.realpath(folder)]);
    const relative = path.relative(root, real);
    const inside = relative !== '' && !path.isAbsolute(relative) && relative.split(path.sep)[0] !== '..';
    return inside ? real : undefined;
  } catch {
    return undefined;
  }
}
