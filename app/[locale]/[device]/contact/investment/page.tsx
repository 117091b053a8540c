import type { Metadata } from 'next';
import { getTranslator } from '@/renderer/i18n/server-intl';
import { readSiteParams } from '@/renderer/data/routing/page-params';
import { seoMetadata } from '@/renderer/pipeline/seo/page-metadata';
import { InvestmentPage } from '@/renderer/templates/forms/investment/investment-page';

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; device: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readSiteParams(params);
  const t = getTranslator(locale);
  return seoMetadata(locale, '/contact/investment', { title: t('investor.title'), description: t('form.visitAdvice') });
}

export default async function InvestorVisit({ params }: Props) {
  const { locale } = await readSiteParams(params);
  return <InvestmentPage locale={locale} />;
}
