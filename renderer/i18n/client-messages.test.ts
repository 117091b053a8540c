import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PORTAL_MESSAGE_KEYS } from '../api/errors';
import { FORM_NAMESPACES, namespaceOf, pageMessages } from './client-messages';
import { dictionaries } from './messages';

const ROOTS = ['renderer', 'modules'];
const FORM_FOLDER = `renderer${path.sep}templates${path.sep}forms${path.sep}`;

/** Source files that translate in the browser: they use react-intl's hooks. */
function browserTranslators(): string[] {
  return ROOTS.flatMap((root) =>
    fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|testing)\.tsx?$/.test(file))
      .map((file) => path.join(root, file))
      .filter((file) => /\buseIntl\b/.test(fs.readFileSync(file, 'utf8'))),
  );
}

/** Every dictionary key a file names in a literal, or may build in a template (`search.filter.${type}`: every key under that prefix). */
function keysNamedIn(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const prefixes = [...source.matchAll(/`([a-z]\w*(?:\.\w+)*\.)\$\{/g)].map((match) => match[1] ?? '');
  return Object.keys(dictionaries.ZH_CN).filter(
    (key) => ["'", '"', '`'].some((quote) => source.includes(`${quote}${key}${quote}`)) || prefixes.some((prefix) => key.startsWith(prefix)),
  );
}

describe('the messages handed to the browser', () => {
  it('hold every key a client leaf names: the page list everywhere, and the form namespaces inside lead forms', () => {
    const files = browserTranslators();
    expect(files.length).toBeGreaterThan(10);
    const onPages = new Set<string>(Object.keys(pageMessages(dictionaries.ZH_CN)));
    const inForms = new Set<string>(FORM_NAMESPACES);
    const missing = files.flatMap((file) =>
      keysNamedIn(file)
        .filter((key) => !onPages.has(key) && !(file.startsWith(FORM_FOLDER) && inForms.has(namespaceOf(key))))
        .map((key) => `${file}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it("hold every message a failed call can show (PortalError's keys)", () => {
    const page = pageMessages(dictionaries.EN_US);
    expect(PORTAL_MESSAGE_KEYS.filter((key) => !(key in page))).toEqual([]);
  });

  it('are a fraction of the dictionary on a content page', () => {
    const bytes = (messages: object) => Buffer.byteLength(JSON.stringify(messages));
    for (const dictionary of Object.values(dictionaries)) {
      expect(bytes(pageMessages(dictionary))).toBeLessThan(bytes(dictionary) * 0.3);
    }
  });
});
