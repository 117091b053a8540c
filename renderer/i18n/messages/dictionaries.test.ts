import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { PORTAL_MESSAGE_KEYS } from '@/renderer/data/api/errors';
import type { DropReason } from '@/renderer/pipeline/parse/drop-report';
import { LANGUAGE_CODES } from '@/schemas/locale';
import { dictionaries, htmlLang, type MessageKey } from './index';
import { zhCN } from './zh-CN';

const sourceKeys = Object.keys(zhCN).sort();

/** Names of every {argument} of a message, including those nested in plural, select and tags. */
function argumentNames(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    switch (el.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        into.add(el.value);
        break;
      case TYPE.select:
      case TYPE.plural:
        into.add(el.value);
        for (const option of Object.values(el.options)) argumentNames(option.value, into);
        break;
      case TYPE.tag:
        argumentNames(el.children, into);
        break;
      default:
        break;
    }
  }
  return into;
}

const sorted = (names: Set<string>) => [...names].sort();

describe('dictionaries', () => {
  it('has one dictionary and one html lang per locale of schemas/locale.ts', () => {
    expect(Object.keys(dictionaries).sort()).toEqual([...LANGUAGE_CODES].sort());
    expect(htmlLang).toEqual({ ZH_CN: 'zh-CN', EN_US: 'en-US', JA_JP: 'ja-JP', KO_KR: 'ko-KR' });
    expect(dictionaries.ZH_CN).toBe(zhCN);
  });

  describe.each(LANGUAGE_CODES)('%s', (code) => {
    const messages: Record<string, string> = dictionaries[code];

    it('has exactly the keys of the Chinese source', () => {
      expect(Object.keys(messages).sort()).toEqual(sourceKeys);
    });

    it.each(sourceKeys)('%s is a non-empty ICU message with the arguments of the source', (key) => {
      const message = messages[key] ?? '';
      expect(message.trim()).not.toBe('');
      const source = parse(zhCN[key as MessageKey]);
      expect(sorted(argumentNames(parse(message)))).toEqual(sorted(argumentNames(source)));
    });
  });
});

/** English texts fixed word for word (lower-case fragments sentence-cased): translators leave them as they are. */
const fixedEnglish: Partial<Record<MessageKey, string>> = {
  'error.403.title': 'Sorry, you do not have permission to access this page!',
  'error.404.title': 'Sorry, the page you requested does not exist!',
  'error.notFound': 'This page could not be found',
  'api.unauthorized': 'Unauthorized, log in again',
  'api.somethingWrong': 'Something went wrong',
  'api.network': 'Network problem, refresh and retry',
  'api.timeout': 'Request timed out, refresh and retry',
  'search.empty': 'Sorry, we did not find the information you are searching for.',
  'search.noData': 'No Data',
  'search.noResult': 'No result found, try other search terms',
  'search.filter.ALL': 'All',
  'search.filter.PRODUCT': 'Product',
  'search.filter.SOLUTION': 'Solution',
  'search.filter.DOCUMENT': 'Documentation',
  'search.filter.NEWS': 'News',
  'search.filter.PRODUCTUPDATES': 'Product updates',
  'search.filter.INDUSTRIALREPORT': 'Industrial report',
  'search.filter.API': 'API Documentation',
  'doc.emptyDirectory': 'Sorry, there is no content under this directory, please return.',
  'doc.noContent': 'No content available',
  'form.submitSuccess': 'Your information has been submitted successfully. If necessary, we will contact you immediately!',
  'form.phoneOrLandline': 'Please fill in the 11 digit mobile phone number or landline number (area code landline number)',
  'form.mobileOnly': 'Please fill in the 11 digit mobile phone number',
  'pagination.prev': 'Prev',
  'pagination.next': 'Next',
  'pagination.goto': 'Goto',
  'pagination.page': 'Page',
  'pagination.total': 'Total {total} records',
  'pagination.perPage': '{size} / page',
  'preview.banner': 'Preview mode: you are viewing unpublished content',
  'nav.console': 'Console',
  'home.claims.globalCustomers.value': '500+',
  'home.claims.globalCustomers.label': 'global customers',
  'home.claims.ddosPeak.value': '1.02T',
  'service.plan.basic': 'Basic',
  'service.plan.business': 'Business',
  'service.plan.enterprise': 'Enterprise',
  'service.plan.premium': 'Premium',
  'service.hotline': '24x7 hotline',
};

describe('English texts fixed word for word', () => {
  it.each(Object.entries(fixedEnglish))('%s', (key, text) => {
    expect(dictionaries.EN_US[key as MessageKey]).toBe(text);
  });
});

/** Keys whose text may be the same in every language: language names in their own script, the brand, and bare figures ('3000+', '15T'). */
const sameEverywhere = new Set<string>([
  ...LANGUAGE_CODES.map((code) => `language.${code}`),
  'site.name',
  'error.documentTitle',
  ...Object.entries(zhCN)
    .filter(([key, text]) => /^home\.claims\.\w+\.value$/.test(key) && !/\p{Script=Han}/u.test(text))
    .map(([key]) => key),
]);

describe('translations', () => {
  it.each(['JA_JP', 'KO_KR'] as const)('%s translates every message rather than copying the English', (code) => {
    const copied = sourceKeys.filter((key) => !sameEverywhere.has(key) && dictionaries[code][key as MessageKey] === dictionaries.EN_US[key as MessageKey]);
    expect(copied).toEqual([]);
  });

  it('shows the 500 text in Chinese', () => {
    expect(zhCN['error.500.title']).toMatch(/[\u4e00-\u9fff]/);
  });
});

/** The UI builds these keys from values elsewhere; tsc rejects a reason or an API key the dictionary lacks. */
const dropReasonKey = (reason: DropReason): MessageKey => `preview.dropReport.reason.${reason}`;
const apiKeys: readonly MessageKey[] = PORTAL_MESSAGE_KEYS;

describe('keys the rest of the renderer derives', () => {
  it('has a text for every portal error message key', () => {
    expect(apiKeys.filter((key) => !(key in zhCN))).toEqual([]);
  });

  it('has a text for every drop reason', () => {
    const reasons: DropReason[] = ['malformed-entry', 'duplicate-id', 'invalid-json', 'unknown-type', 'invisible', 'schema'];
    expect(reasons.map(dropReasonKey).filter((key) => !(key in zhCN))).toEqual([]);
  });
});
