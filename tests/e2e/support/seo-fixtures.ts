import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { LocaleCode } from './sites';

const FIXTURES = new URL('../../../fixtures/', import.meta.url);

const entrySchema = z.object({ title: z.string(), description: z.string(), keywords: z.string() });
const seoSchema = z.object({ common: z.record(z.string(), entrySchema), modules: z.record(z.string(), entrySchema) });
export type SeoFixtureEntry = z.infer<typeof entrySchema>;

const readSeo = (locale: LocaleCode) => seoSchema.parse(JSON.parse(readFileSync(new URL(`${locale}/seo.json`, FIXTURES), 'utf8')));

/** The site's name: the title of the CMS's `default` SEO entry. */
export function readSiteName(locale: LocaleCode): string {
  const name = readSeo(locale).common['default']?.title;
  if (!name) throw new Error(`fixtures/${locale}/seo.json has no default entry`);
  return name;
}

/** `fixtures/{locale}/seo.json`: the SEO entry the embedded CMS serves for a module key such as `product-enterprise-cloud`. */
export function readSeoModule(locale: LocaleCode, key: string): SeoFixtureEntry {
  const seo = readSeo(locale);
  const entry = seo.modules[key];
  if (!entry) throw new Error(`fixtures/${locale}/seo.json has no module entry ${key}`);
  return entry;
}
