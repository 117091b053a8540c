import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@/schemas/locale';
import { PORTAL_MESSAGE_KEYS } from '../data/api/errors';
import { chromeMessages, FORM_NAMESPACES, formMessages, namespaceOf, sectionMessages, type MessageSection } from './client-messages';
import { dictionaries } from './messages';
import { loadApiText } from './messages/load-on-demand';
import * as onDemand from './messages/on-demand/zh-CN';

const ROOTS = ['renderer', 'modules'];
const FORM_FOLDER = `renderer${path.sep}templates${path.sep}forms${path.sep}`;
/** The one chrome leaf that loads the API client's messages itself, with the first failed call. */
const ERROR_TOAST = path.join('renderer', 'frame', 'behaviours', 'browser-errors', 'portal-error-watcher.client.tsx');

/** Where a section's messages are added (SectionMessages): its template folder, and shared leaves only its templates render. */
const SECTION_FOLDERS: Record<MessageSection, readonly string[]> = {
  documents: [path.join('renderer', 'templates', 'documents')],
  news: [path.join('renderer', 'templates', 'news'), path.join('renderer', 'templates', 'pagination')],
  search: [path.join('renderer', 'templates', 'search'), path.join('renderer', 'templates', 'pagination')],
  inspector: [path.join('renderer', 'frame', 'preview-banner', 'inspector')],
};

/** The section keys a file may name: those of every section it belongs to (a shared leaf gets only what all its sections add). */
function sectionKeysFor(file: string): Set<string> {
  const sections = (Object.keys(SECTION_FOLDERS) as MessageSection[]).filter((section) =>
    SECTION_FOLDERS[section].some((folder) => file.startsWith(`${folder}${path.sep}`)),
  );
  const keySets = sections.map((section) => new Set(Object.keys(sectionMessages(dictionaries.ZH_CN, section))));
  return new Set([...(keySets[0] ?? [])].filter((key) => keySets.every((keys) => keys.has(key))));
}

/** Source files that name `hook` (the sections' useTranslator, the chrome's useChromeText, the forms' useFormText, an import). */
function browserTranslators(hook: RegExp): string[] {
  return ROOTS.flatMap((root) =>
    fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|testing)\.tsx?$/.test(file))
      .map((file) => path.join(root, file))
      .filter((file) => hook.test(fs.readFileSync(file, 'utf8'))),
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
  it("hold every key a section's leaf names in the section's messages", () => {
    const files = browserTranslators(/\buseTranslator\b/).filter((file) => !file.startsWith(`renderer${path.sep}i18n${path.sep}`));
    expect(files.length).toBeGreaterThanOrEqual(5);
    const missing = files.flatMap((file) => {
      const inSection = sectionKeysFor(file);
      return keysNamedIn(file)
        .filter((key) => !inSection.has(key))
        .map((key) => `${file}: ${key}`);
    });
    expect(missing).toEqual([]);
  });

  it('reach no browser code through react-intl: the leaves join text pieces, react-intl formats on the server only', () => {
    expect(browserTranslators(/from 'react-intl'/)).toEqual([]);
  });

  it("hold every key a lead form's leaf names in the chrome's text or the form's, and only lead forms read the form's", () => {
    const files = browserTranslators(/\buseFormText\b/).filter((file) => !file.startsWith(`renderer${path.sep}i18n${path.sep}`));
    expect(files.length).toBeGreaterThan(5);
    expect(files.filter((file) => !file.startsWith(FORM_FOLDER))).toEqual([]);
    const chrome = new Set<string>(Object.keys(chromeMessages(dictionaries.ZH_CN)));
    const inForms = new Set<string>(FORM_NAMESPACES);
    expect(
      files.flatMap((file) =>
        keysNamedIn(file)
          .filter((key) => !chrome.has(key) && !inForms.has(namespaceOf(key)))
          .map((key) => `${file}: ${key}`),
      ),
    ).toEqual([]);
  });

  it('hold every key a chrome leaf names in the chrome text every page carries, wherever the leaf lives', () => {
    const files = browserTranslators(/\buseChromeText\b/);
    expect(files.length).toBeGreaterThanOrEqual(4);
    const chrome = new Set<string>(Object.keys(chromeMessages(dictionaries.ZH_CN)));
    expect(
      files.flatMap((file) =>
        keysNamedIn(file)
          .filter((key) => !chrome.has(key) && !(file === ERROR_TOAST && Object.hasOwn(onDemand.api, key)))
          .map((key) => `${file}: ${key}`),
      ),
    ).toEqual([]);
  });

  it("hold every key an error view names in the error pages' part, which the views import themselves", () => {
    const files = browserTranslators(/\buseErrorText\b/).filter((file) => !file.endsWith('use-error-text.ts'));
    expect(files.map((file) => file.split('/').at(-1))).toEqual(['error-views.client.tsx']);
    expect(files.flatMap((file) => keysNamedIn(file).filter((key) => !Object.hasOwn(onDemand.error, key)))).toEqual([]);
    expect(Object.keys(chromeMessages(dictionaries.ZH_CN)).filter((key) => key.startsWith('error.'))).toEqual([]);
  });

  it("keep a section's messages out of the pages of other sections", () => {
    const page = Object.keys(chromeMessages(dictionaries.ZH_CN));
    expect(page.filter((key) => /^(doc|news|pagination)\./.test(key))).toEqual([]);
    expect(Object.keys(sectionMessages(dictionaries.ZH_CN, 'documents')).filter((key) => !/^(doc|common)\./.test(key))).toEqual([]);
  });

  it("hold every message a failed call can show (PortalError's keys): in the error toast's own chunk and in a lead form's messages", async () => {
    for (const locale of LANGUAGE_CODES) {
      const dictionary = dictionaries[locale];
      const toast = await loadApiText(locale);
      expect(PORTAL_MESSAGE_KEYS.filter((key) => toast[key] !== dictionary[key])).toEqual([]);
      const form = formMessages(dictionary);
      expect(PORTAL_MESSAGE_KEYS.filter((key) => !(key in form))).toEqual([]);
    }
  });

  it('leave the API client messages out of every page but the one the toast falls back on', () => {
    const page = Object.keys(chromeMessages(dictionaries.ZH_CN));
    expect(page.filter((key) => key.startsWith('api.'))).toEqual(['api.requestFailed']);
  });

  it('are a fraction of the dictionary on a content page', () => {
    const bytes = (messages: object) => Buffer.byteLength(JSON.stringify(messages));
    for (const dictionary of Object.values(dictionaries)) {
      expect(bytes(chromeMessages(dictionary))).toBeLessThan(bytes(dictionary) * 0.3);
    }
  });
});
