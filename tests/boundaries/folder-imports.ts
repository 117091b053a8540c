import fs from 'node:fs';
import path from 'node:path';

const SPECIFIER = /(?:from|import)\s*\(?\s*'((?:\.{1,2}\/|@\/)[^']+)'/g;
const SOURCE = /\.tsx?$/;
const TEST = /\.(test|testing)\.tsx?$|\.test-d\.ts$/;

/** `renderer/<wing>/<folder>` of a path under renderer/, or undefined; a file straight in a wing is its folder `.`. */
export function folderOf(file: string): string | undefined {
  const [root, wing, folder, ...rest] = file.split('/');
  if (root !== 'renderer' || wing === undefined || folder === undefined) return undefined;
  return `${wing}/${rest.length === 0 ? '.' : folder}`;
}

type Arrow = { from: string; to: string; files: string[] };

/** Every folder-to-folder import of the given renderer sources, with the files that make it. */
export function folderImports(files: { file: string; code: string }[]): Arrow[] {
  const arrows = new Map<string, Arrow>();
  for (const { file, code } of files) {
    const from = folderOf(file);
    if (from === undefined) continue;
    for (const [, specifier = ''] of code.matchAll(SPECIFIER)) {
      const to = folderOf(specifier.startsWith('@/') ? specifier.slice(2) : path.posix.join(path.posix.dirname(file), specifier));
      if (to === undefined || to === from) continue;
      const arrow = arrows.get(`${from} ${to}`) ?? { from, to, files: [] };
      arrow.files.push(file);
      arrows.set(`${from} ${to}`, arrow);
    }
  }
  return [...arrows.values()];
}

const wingOf = (folder: string) => folder.split('/')[0];

/** Pairs of folders in one wing that import each other both ways, each with the files on both sides. */
export function twoWayFolders(arrows: Arrow[]): string[] {
  return arrows.flatMap(({ from, to, files }) => {
    const back = arrows.find((arrow) => arrow.from === to && arrow.to === from);
    return back && from < to && wingOf(from) === wingOf(to) ? [`${from} <-> ${to}: ${files.join(', ')} / ${back.files.join(', ')}`] : [];
  });
}

/** The renderer's source files as they are on disk. */
export function rendererSources(root: string): { file: string; code: string }[] {
  return (fs.readdirSync(path.join(root, 'renderer'), { recursive: true, encoding: 'utf8' }) as string[])
    .map((relative) => `renderer/${relative.split(path.sep).join('/')}`)
    .filter((file) => SOURCE.test(file) && !TEST.test(file))
    .map((file) => ({ file, code: fs.readFileSync(path.join(root, file), 'utf8') }));
}
