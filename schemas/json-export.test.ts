import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonSchemaDocuments } from './json-schema-documents';

const outDir = path.join(process.cwd(), 'schemas', 'json');

describe('exported JSON Schemas', () => {
  const documents = jsonSchemaDocuments();

  it('covers the CMS API contract: envelope, site info, menus, pages, forms, search, documents, news', () => {
    for (const file of [
      'envelope.envelope.json',
      'site-info.webInfo.json',
      'menu.menuItem.json',
      'detail.pageDetail.json',
      'forms.contactPayload.json',
      'search.searchResult.json',
      'document.docDetail.json',
      'news.newsPage.json',
      'home.banner.json',
      'seo.seoEntry.json',
    ]) {
      expect(documents, file).toHaveProperty([file]);
    }
  });

  it('are up to date in schemas/json (run `npm run schemas:export` after changing a schema)', () => {
    const onDisk = fs.existsSync(outDir)
      ? fs
          .readdirSync(outDir, { withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => entry.name)
          .sort()
      : [];
    expect(onDisk).toEqual(Object.keys(documents).sort());
    for (const [file, text] of Object.entries(documents)) {
      expect(fs.readFileSync(path.join(outDir, file), 'utf8'), `schemas/json/${file} is stale`).toBe(text);
    }
  });
});
