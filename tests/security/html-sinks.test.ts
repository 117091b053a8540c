import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const SOURCE_FOLDERS = ['app', 'modules', 'renderer'];
/** The one component allowed to turn CMS text into markup: it sanitizes after parsing raw HTML. */
const SANITIZER = 'modules/_ui/safe-markdown.tsx';
/** The previewers' inspector data: JSON in a script element the browser never runs, with every `<` escaped. */
const JSON_ISLAND = 'renderer/templates/detail/inspector-island.tsx';

function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test(-d)?\.tsx?$|\.testing\.tsx?$/.test(file))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')));
}

const files = SOURCE_FOLDERS.flatMap(sourceFiles);
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

describe('CMS HTML reaches pages only through SafeMarkdown', () => {
  it('no source writes raw HTML into the DOM', () => {
    expect(files.length).toBeGreaterThan(100);
    const writers = files.filter((file) => /dangerouslySetInnerHTML|\.innerHTML\s*=|outerHTML\s*=|insertAdjacentHTML|document\.write/.test(read(file)));
    expect(writers).toEqual([JSON_ISLAND]);
    // No text of the CMS can close the element: JSON only, in a non-running type, `<` escaped.
    expect(read(JSON_ISLAND)).toMatch(/type="application\/json"/);
    expect(read(JSON_ISLAND)).toMatch(/JSON\.stringify\(data\)\.replace\(\/<\/g, '\\\\u003c'\)/);
  });

  it('only the sanitizer imports the Markdown and raw HTML renderers', () => {
    const importers = files.filter((file) => /from 'react-markdown'|from 'rehype-raw'/.test(read(file)));
    expect(importers).toEqual([SANITIZER]);
    // Raw HTML is parsed only with the sanitizer after it; without a `<` in the source only the sanitizer runs.
    expect(read(SANITIZER)).toMatch(/\? \[rehypeRaw, rehypeSanitize\] : \[rehypeSanitize\]/);
    expect(read(SANITIZER)).toMatch(/rehypePlugins=\{rehypePluginsFor\(source\)\}/);
  });
});
