import { describe, expect, it } from 'vitest';
import { fillEditUrl, isEditUrlTemplate } from './edit-url';
import { readEnv } from './env';

const TEMPLATE = 'https://cms.example/pages/{pageId}/modules/{moduleId}?lang={locale}';

describe('the "Edit in CMS" link', () => {
  it('fills the page, module and locale, encoded', () => {
    expect(fillEditUrl(TEMPLATE, { pageId: 'product:1104', moduleId: 'm 1', locale: 'EN_US' })).toBe(
      'https://cms.example/pages/product%3A1104/modules/m%201?lang=EN_US',
    );
  });

  it('is read from CMS_EDIT_URL, unset by default, and refuses what is not an http(s) address', () => {
    expect(readEnv({ NODE_ENV: 'test' }).CMS_EDIT_URL).toBeUndefined();
    expect(readEnv({ NODE_ENV: 'test', CMS_EDIT_URL: '' }).CMS_EDIT_URL).toBeUndefined();
    expect(readEnv({ NODE_ENV: 'test', CMS_EDIT_URL: TEMPLATE }).CMS_EDIT_URL).toBe(TEMPLATE);
    expect(isEditUrlTemplate('javascript:alert({moduleId})')).toBe(false);
    expect(() => readEnv({ NODE_ENV: 'test', CMS_EDIT_URL: 'cms/{moduleId}' })).toThrow(/CMS_EDIT_URL/);
  });
});
