import 'server-only';
import type { LanguageCode } from '@/schemas/locale';
import { getProductNames } from '../../data/content/get-product-names';
import { nameProducts } from './name-products';
import { readEntries } from './read-entries';

/** A page's modules read once and enriched (products named through the cached getter): what its template binds. */
export const readPageModules = (locale: LanguageCode, moduleViewList: readonly unknown[]) =>
  nameProducts(readEntries(moduleViewList), (ids) => getProductNames(locale, ids));
