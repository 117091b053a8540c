import type { LanguageCode } from '@/schemas/locale';
import { getDict } from '../../data/content/get-dicts';
import { LeadFormMessages } from '../../i18n/lead-form-messages';
import type { LeadFormKind } from '../../pipeline/resolve/static-pages';
import { CompatibilityForm } from './compatibility/compatibility-form.client';
import { ContactForm } from './contact/contact-form.client';
import styles from './forms.module.css';
import { PartnershipForm } from './partnership/partnership-form.client';

/** The form's anchor, for links straight to it (`/contact#lead-form`). */
export const LEAD_FORM_ANCHOR = 'lead-form';

/** A static page's lead form; the compatibility form's choices come from the CMS dictionaries. */
export async function LeadFormSection({ kind, locale }: { kind: LeadFormKind; locale: LanguageCode }) {
  return (
    <section id={LEAD_FORM_ANCHOR} className={styles.section}>
      <LeadFormMessages locale={locale}>
        {kind === 'contact' ? <ContactForm locale={locale} /> : null}
        {kind === 'partnership' ? <PartnershipForm locale={locale} /> : null}
        {kind === 'compatibility' ? <CompatibilityChoices locale={locale} /> : null}
      </LeadFormMessages>
    </section>
  );
}

/** Without a dictionary the field takes free text rather than hiding the form. */
async function CompatibilityChoices({ locale }: { locale: LanguageCode }) {
  const [[, productTypes], [, applyAreas]] = await Promise.all([getDict(locale, 'productType'), getDict(locale, 'applyArea')]);
  return <CompatibilityForm locale={locale} productTypes={productTypes ?? []} applyAreas={applyAreas ?? []} />;
}
