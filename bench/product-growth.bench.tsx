import { renderToString } from 'react-dom/server';
import { bench, describe } from 'vitest';
import { registry } from '@/modules/registry';
import type { PageDetail } from '@/schemas/detail';
import { SiteMessages } from '@/renderer/i18n/site-messages.testing';
import { readEntries } from '@/renderer/pipeline/parse/read-entries';
import { DetailPage } from '@/renderer/templates/detail/detail-page';

/** Every example of every module type, in registry order: what a long product page is made of. */
const EXAMPLES = Object.values(registry).flatMap((module) => module.examples.map((details) => ({ type: module.type, details })));

/** A product page of `size` modules, cycling through the examples, each with its own CMS id. */
function productPage(size: number): PageDetail {
  return {
    id: 9001,
    menuCode: 'bench-product',
    name: 'Bench product',
    desc: null,
    moduleViewList: Array.from({ length: size }, (_, at) => {
      const example = EXAMPLES[at % EXAMPLES.length];
      return { id: `bench-${at}`, name: null, type: example?.type ?? 'rich-text', details: JSON.stringify(example?.details ?? {}) };
    }),
  };
}

/** What the product route renders for the page body: read every module's details, bind and render them. */
const render = (detail: PageDetail) =>
  renderToString(
    <SiteMessages locale={'EN_US'}>
      <DetailPage entries={readEntries(detail.moduleViewList)} locale="EN_US" where="bench" preview={undefined} />
    </SiteMessages>,
  );

for (const size of [10, 100, 1_000]) {
  const detail = productPage(size);
  describe(`product page of ${size} modules`, () => {
    bench(
      `modules ${size}: parse and server-render a product page`,
      () => {
        render(detail);
      },
      { time: 1_500, warmupIterations: 3 },
    );
  });
}
