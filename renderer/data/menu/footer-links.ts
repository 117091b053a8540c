import type { LanguageCode } from '@/schemas/locale';
import type { Translate } from '../../i18n/server-intl';
import { SITE_MAP_PATH } from './site-map-path';
import { isPathHidden } from './visible-menus';

export type FooterLink = { href: string; label: string };

/** The footer's fixed groups (cooperation, legal), with the links each locale hides left out (visible-menus.ts). */
export function fixedGroups(locale: LanguageCode, t: Translate): { cooperation: FooterLink[]; legal: FooterLink[] } {
  const cooperation = [
    { href: '/partners', label: t('nav.item.partners') },
    { href: '/compatibility', label: t('nav.item.compatibility') },
    { href: '/partnership_form', label: t('footer.partnershipApply') },
    { href: '/contact/investment', label: t('footer.investorContact') },
  ].filter((link) => !isPathHidden(link.href, locale));
  const legal = [
    { href: '/legal/privacy', label: t('footer.privacyPolicy') },
    { href: '/legal/terms', label: t('footer.terms') },
    // The service agreement exists in Chinese only.
    ...(locale === 'ZH_CN' ? [{ href: '/service_agreement', label: t('footer.serviceAgreement') }] : []),
    { href: '/contract', label: t('footer.purchaseTerms') },
    { href: SITE_MAP_PATH, label: t('nav.siteMap') },
  ];
  return { cooperation, legal };
}
