import { describe, expect, it } from 'vitest';
import { enUS } from '@/renderer/i18n/messages/en-US';
import { zhCN } from '@/renderer/i18n/messages/zh-CN';
import { FORM_RULE_KEYS } from '@/schemas/form-limits';
import { RULE_TEXTS, SERVER_TEXTS, ruleText, serverText } from './messages';

/** Keys the schemas use that the site's dictionaries do not have yet (asked for; the server has its texts). */
const AWAITING_DICTIONARY = ['form.invalidCharacters'];

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const dictionary = (messages: Record<string, string>, key: string): string | undefined => messages[key];

describe("the server's message table", () => {
  it.each(FORM_RULE_KEYS)('%s has a Chinese and an English text', (key) => {
    expect(RULE_TEXTS[key].zh).toMatch(/\p{Script=Han}/u);
    expect(RULE_TEXTS[key].en).toMatch(/^[\x20-\x7e]+$/);
    expect(ruleText('ZH_CN', key)).toBe(RULE_TEXTS[key].zh);
    expect(ruleText('EN_US', key)).toBe(RULE_TEXTS[key].en);
  });

  it("says what the form says: the texts are the site dictionaries' texts", () => {
    for (const key of FORM_RULE_KEYS) {
      if (AWAITING_DICTIONARY.includes(key)) continue;
      expect(dictionary(zhCN, key), key).toBe(RULE_TEXTS[key].zh);
      expect(dictionary(enUS, key), key).toBe(RULE_TEXTS[key].en);
    }
    expect(SERVER_TEXTS.captchaTooFrequent).toEqual({ zh: zhCN['form.captchaTooFrequent'], en: enUS['form.captchaTooFrequent'] });
  });

  it('only the known keys are still missing from the dictionaries', () => {
    const missing = FORM_RULE_KEYS.filter((key) => dictionary(zhCN, key) === undefined || dictionary(enUS, key) === undefined);
    for (const key of missing) expect(AWAITING_DICTIONARY).toContain(key);
  });

  it.each(Object.entries(SERVER_TEXTS))('%s: both languages, same placeholders', (_, texts) => {
    expect(texts.zh).toMatch(/\p{Script=Han}/u);
    expect(texts.en).not.toMatch(/\p{Script=Han}/u);
    expect(placeholders(texts.zh)).toEqual(placeholders(texts.en));
  });

  it('fills placeholders and picks English for every language but Chinese', () => {
    expect(serverText('ZH_CN', 'tooLong', { field: 'name', max: 20 })).toBe('字段 name 超过 20 个字符');
    expect(serverText('EN_US', 'tooLong', { field: 'name', max: 20 })).toBe('The field name is longer than 20 characters');
    expect(serverText('JA_JP', 'captchaWrong')).toBe(SERVER_TEXTS.captchaWrong.en);
  });
});
