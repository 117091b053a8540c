import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type * as navigation from 'next/navigation';
import { renderToStaticMarkup } from 'react-dom/server';
import { bench, describe, vi } from 'vitest';
import type { DocMenuEntry } from '@/schemas/document';
import { SiteMessages } from '@/renderer/i18n/site-messages.testing';
import { buildDocTree } from '@/renderer/templates/documents/build-doc-tree';
import { DocCategoryLayout } from '@/renderer/templates/documents/doc-category-layout';

// Outside Next there is no layout router: the deepest document of the last directory is the one open.
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof navigation>()),
  useSelectedLayoutSegment: () => 'open-doc',
}));

/** A category of `size` entries: directories of 99 documents each, the way help centres grow. */
function category(size: number): DocMenuEntry[] {
  const entries: DocMenuEntry[] = [];
  const directories = Math.ceil(size / 100);
  for (let d = 1; d <= directories; d += 1) {
    entries.push({ id: d, parentId: null, name: `Directory ${d}`, type: 'DIRECTORY', order: d });
    for (let k = 0; k < 99 && entries.length < size; k += 1)
      entries.push({ id: 10_000 + d * 100 + k, parentId: d, name: `Document ${d}.${k}`, type: 'DOCUMENT', order: k });
  }
  return entries;
}

const render = (entries: DocMenuEntry[]) =>
  renderToStaticMarkup(
    <SiteMessages locale={'EN_US'}>
      <QueryClientProvider client={new QueryClient()}>
        <DocCategoryLayout locale="EN_US" device="desktop" category={{ id: 9, name: 'Bench', desc: null, iconUrl: null }} entries={entries}>
          <p>page</p>
        </DocCategoryLayout>
      </QueryClientProvider>
    </SiteMessages>,
  );

/** The baseline in the same run: React rendering the same number of plain links, no tree. */
const flatList = (entries: DocMenuEntry[]) =>
  renderToStaticMarkup(
    <ul>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`/document/9/${entry.id}`}>{entry.name}</a>
        </li>
      ))}
    </ul>,
  );

for (const size of [500, 5_000]) {
  const entries = category(size);
  describe(`document tree of ${size} nodes`, () => {
    bench(`tree ${size}: build and server-render the category layout`, () => {
      buildDocTree(entries);
      render(entries);
    });
    bench(`baseline ${size}: server-render a flat list of ${size} links`, () => {
      flatList(entries);
    });
  });
}
