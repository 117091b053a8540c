import { describe, expect, it } from 'vitest';
import { folderImports, rendererSources, twoWayFolders } from './folder-imports';

describe("folders inside one of renderer/'s wings", () => {
  it('never import each other both ways', () => {
    expect(twoWayFolders(folderImports(rendererSources(process.cwd())))).toEqual([]);
  });

  it('are caught when a planted file imports back, by a relative path or by alias', () => {
    const planted = [
      ...rendererSources(process.cwd()),
      { file: 'renderer/data/api/probe.ts', code: "export { getHome } from '../content/get-home';" },
      { file: 'renderer/chrome/side-panel/probe.ts', code: "export { SiteFooter } from '@/renderer/chrome/footer/site-footer';" },
    ];
    const found = twoWayFolders(folderImports(planted));
    expect(found).toHaveLength(2);
    expect(found.join('\n')).toMatch(/data\/api <-> data\/content: .*probe\.ts/);
    expect(found.join('\n')).toMatch(/chrome\/footer <-> chrome\/side-panel: .*probe\.ts/);
  });

  it('may import one way, and a folder may import a file straight in its wing', () => {
    const found = twoWayFolders(
      folderImports([
        { file: 'renderer/data/content/a.ts', code: "import { b } from '../api/b';" },
        { file: 'renderer/data/query/c.ts', code: "import { d } from '../d';" },
      ]),
    );
    expect(found).toEqual([]);
  });
});
