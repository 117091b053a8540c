import type { LanguageCode } from '@/schemas/locale';
import { LeadFormMessages } from '../../../i18n/lead-form-messages';
import styles from '../forms.module.css';
import { InvestmentForm } from './investment-form.client';

/** `/contact/investment`: the investor visit form on a page of its own, its heading the page's h1. */
export function InvestmentPage({ locale }: { locale: LanguageCode }) {
  return (
    <section className={styles.section}>
      <LeadFormMessages locale={locale}>
        <InvestmentForm locale={locale} headingLevel={1} />
      </LeadFormMessages>
    </section>
  );
}
