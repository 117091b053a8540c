import 'server-only';
import { cache } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import type { JsonModuleBelongType } from '../api/payload-schemas';
import { cacheTags } from './cache-tags';
import { portalCall } from './portal-call';

export const getModulePage = cache((locale: LanguageCode, belongType: JsonModuleBelongType) =>
  portalCall(locale, { tags: [cacheTags.modulePage(locale, belongType)] }, 'jsonModules', { params: { belongType } }),
);

export const getCompany = cache((locale: LanguageCode) => portalCall(locale, { tags: [cacheTags.resource(locale, 'company')] }, 'company'));

export const getContentResource = cache((locale: LanguageCode, type: string) =>
  portalCall(locale, { tags: [cacheTags.resource(locale, type)] }, 'contentResource', { params: { type } }),
);
