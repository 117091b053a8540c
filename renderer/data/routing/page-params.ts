import { notFound } from 'next/navigation';
import { isSiteLocale, type SiteLocale } from './site-locales';
import { isDevice, type Device } from './device';

export type { SiteLocale };

/** The internal segments the proxy rewrites every request into; anything else is not a page of ours. */
export async function readSiteParams<P extends { locale: string; device?: string }>(
  params: Promise<P>,
): Promise<Omit<P, 'locale' | 'device'> & { locale: SiteLocale; device: Device }> {
  const { locale, device = 'desktop', ...rest } = await params;
  if (!isSiteLocale(locale) || !isDevice(device)) notFound();
  return { ...rest, locale, device };
}
