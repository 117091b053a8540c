import { describe, expect, it } from 'vitest';
import { getTranslator } from '../../i18n/server-intl';
import { fixedGroups } from './footer-links';

describe('fixedGroups', () => {
  it('links cooperation and legal pages in Chinese, with compatibility and the service agreement', () => {
    const { cooperation, legal } = fixedGroups('ZH_CN', getTranslator('ZH_CN'));
    expect(cooperation.map((link) => link.href)).toEqual(['/partners', '/compatibility', '/partnership_form', '/contact/investment']);
    expect(legal.map((link) => link.href)).toEqual(['/legal/privacy', '/legal/terms', '/service_agreement', '/contract', '/site-map']);
  });

  it('hides compatibility and the Chinese-only service agreement in English', () => {
    const { cooperation, legal } = fixedGroups('EN_US', getTranslator('EN_US'));
    expect(cooperation.map((link) => link.href)).toEqual(['/partners', '/partnership_form', '/contact/investment']);
    expect(legal.map((link) => link.href)).toEqual(['/legal/privacy', '/legal/terms', '/contract', '/site-map']);
  });
});
