import type { z } from 'zod';
import { catalogSchema, modulePageSchema, type DetailKind, pageDetailSchema, productNamesRequestSchema, productNamesSchema } from '@/schemas/detail';
import { docCategoryListSchema, docDetailSchema, docExportRequestSchema, docMenuEntryListSchema } from '@/schemas/document';
import { compatibilityPayloadSchema, contactEndpointPayloadSchema, formReceiptSchema, investmentPayloadSchema } from '@/schemas/forms';
import {
  bannerListSchema,
  customerCaseListSchema,
  homeBlockSchema,
  imageResourceListSchema,
  recommendedListSchema,
  recommendRequestSchema,
} from '@/schemas/home';
import { hotMenuListSchema, menuTreeSchema } from '@/schemas/menu';
import {
  newsConstantsSchema,
  newsEventsRequestSchema,
  newsTypeRecommendationsRequestSchema,
  newsDetailSchema,
  newsEventListSchema,
  newsListRequestSchema,
  newsPageSchema,
  newsSummarySchema,
  type NewsType,
} from '@/schemas/news';
import { hotSearchWordsSchema, searchRequestSchema, searchResultSchema } from '@/schemas/search';
import { seoEntrySchema } from '@/schemas/seo';
import { contentResourceSchema, dictSchema, headerInfoSchema, webInfoSchema } from '@/schemas/site-info';
import { userInfoSchema } from '@/schemas/user-info';
import type { EndpointSpec, PathParams } from './endpoint-spec';
import { segment, type PathValue } from './path-segment';
import { seoModuleQuerySchema, type JsonModuleBelongType } from './payload-schemas';

const newsSummaryListSchema = newsSummarySchema.array();

/** Every call of the CMS API (schemas/), keyed by the name callers use. */
export const endpoints = {
  // Common
  dicts: { method: 'GET', path: ({ category }: { category: string }) => `/dicts/${segment(category)}`, data: dictSchema },
  header: { method: 'GET', path: '/header', data: headerInfoSchema },
  menus: { method: 'GET', path: '/menus', data: menuTreeSchema },
  newsConstants: { method: 'GET', path: '/news/constants', data: newsConstantsSchema },
  contact: { method: 'POST', path: '/contact', body: contactEndpointPayloadSchema, data: formReceiptSchema },
  compatibilityApply: {
    method: 'POST',
    path: '/compatibility_apply',
    body: compatibilityPayloadSchema,
    data: formReceiptSchema,
  },
  investmentContact: { method: 'POST', path: '/contact/investment', body: investmentPayloadSchema, data: formReceiptSchema },
  website: { method: 'GET', path: '/website', data: webInfoSchema },
  hotMenus: { method: 'GET', path: '/hot-menus', data: hotMenuListSchema },
  user: { method: 'GET', path: '/front/user', data: userInfoSchema },
  seoCommon: {
    method: 'GET',
    path: ({ seoCommon }: { seoCommon: string }) => `/seoCommon/${segment(seoCommon)}`,
    data: seoEntrySchema,
  },
  seoModule: {
    method: 'GET',
    path: ({ seoModule }: { seoModule: string }) => `/seoModule/${segment(seoModule)}`,
    query: seoModuleQuerySchema,
    data: seoEntrySchema,
  },

  // Home
  homeBanners: { method: 'GET', path: '/home/banners', data: bannerListSchema },
  homeShortcut: { method: 'GET', path: '/home/shortcut/detail', data: homeBlockSchema },
  homeCustomerCase: { method: 'GET', path: '/home/customercase/detail', data: homeBlockSchema },
  homeSpecialService: { method: 'GET', path: '/home/specialservice/detail', data: homeBlockSchema },
  homeCustomerCases: { method: 'GET', path: '/home/customer-cases', data: customerCaseListSchema },
  newsRecommendations: { method: 'POST', path: '/news/recommendations', body: recommendRequestSchema, data: newsSummaryListSchema },
  solutionRecommends: { method: 'POST', path: '/solutions/recommends', body: recommendRequestSchema, data: recommendedListSchema },
  serviceRecommends: { method: 'POST', path: '/services/recommends', body: recommendRequestSchema, data: recommendedListSchema },
  imageResources: {
    method: 'GET',
    path: ({ type }: { type: 'topcase' | 'distribution' }) => `/image/resource/${segment(type)}`,
    data: imageResourceListSchema,
  },

  // Products, solutions, services
  products: { method: 'GET', path: '/products', data: catalogSchema },
  productDetail: { method: 'GET', path: ({ id }: { id: PathValue }) => `/${segment(id)}/product`, data: pageDetailSchema },
  productNames: { method: 'POST', path: '/product/names', body: productNamesRequestSchema, data: productNamesSchema },
  solutions: { method: 'GET', path: '/solutions', data: catalogSchema },
  solutionDetail: { method: 'GET', path: ({ id }: { id: PathValue }) => `/${segment(id)}/solution`, data: pageDetailSchema },
  services: { method: 'GET', path: '/services', data: catalogSchema },
  serviceDetail: { method: 'GET', path: ({ id }: { id: PathValue }) => `/${segment(id)}/service`, data: pageDetailSchema },

  // Documents
  search: { method: 'POST', path: '/search', body: searchRequestSchema, data: searchResultSchema },
  docCategories: { method: 'GET', path: '/help-doc/menus', data: docCategoryListSchema },
  hotSearchWords: { method: 'GET', path: '/top-search-words', data: hotSearchWordsSchema },
  docDirectories: {
    method: 'GET',
    path: ({ cateId }: { cateId: PathValue }) => `/help-doc/menu/directories/${segment(cateId)}`,
    data: docMenuEntryListSchema,
  },
  docMenuDirectories: {
    method: 'GET',
    path: ({ menuId, cateId }: { menuId: PathValue; cateId: PathValue }) => `/help-doc/menu/directories/${segment(menuId)}/${segment(cateId)}`,
    data: docMenuEntryListSchema,
  },
  docDetail: {
    method: 'GET',
    path: ({ docId }: { docId: PathValue }) => `/help-doc/document/${segment(docId)}`,
    data: docDetailSchema,
  },
  // A PDF can outgrow MAX_BODY_BYTES; binary answers are capped at MAX_BINARY_BYTES instead.
  docPdf: {
    method: 'POST',
    path: ({ docId }: { docId: PathValue }) => `/help-doc/document/pdf/${segment(docId)}`,
    body: docExportRequestSchema,
    binary: true,
  },

  // News
  newsList: {
    method: 'POST',
    path: ({ type }: { type: NewsType }) => `/news/${segment(type)}`,
    body: newsListRequestSchema,
    data: newsPageSchema,
  },
  newsTypeRecommendations: {
    method: 'POST',
    path: ({ type }: { type: NewsType }) => `/news/${segment(type)}/recommendations`,
    body: newsTypeRecommendationsRequestSchema,
    data: newsSummaryListSchema,
  },
  newsEvents: {
    method: 'POST',
    path: ({ type }: { type: string }) => `/news/events/${segment(type)}`,
    body: newsEventsRequestSchema,
    data: newsEventListSchema,
  },
  newsDetail: {
    method: 'GET',
    path: ({ docId }: { docId: PathValue }) => `/news/document/${segment(docId)}`,
    data: newsDetailSchema,
  },
  jsonModules: {
    method: 'GET',
    path: ({ belongType }: { belongType: JsonModuleBelongType }) => `/${segment(belongType)}/json-modules`,
    data: modulePageSchema,
  },
  newsReports: { method: 'POST', path: '/news/reports', body: newsListRequestSchema, data: newsPageSchema },

  // Law and company
  contentResource: {
    method: 'GET',
    path: ({ type }: { type: string }) => `/content/resource/${segment(type)}`,
    data: contentResourceSchema,
  },
  company: { method: 'GET', path: '/company', data: contentResourceSchema },
} as const satisfies Record<string, EndpointSpec>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** Where each detail kind's page is read: the one map the site and `content:check` share. */
export const DETAIL_ENDPOINTS = {
  product: 'productDetail',
  solution: 'solutionDetail',
  service: 'serviceDetail',
} as const satisfies Record<DetailKind, EndpointName>;

type Slot<K extends string, T> = Partial<T> extends T ? { [P in K]?: T } : { [P in K]: T };
type ParamsInput<E> = E extends { path: (params: infer P extends PathParams) => string } ? { params: P } : { params?: undefined };
type QueryInput<E> = E extends { query: infer S extends z.core.$ZodType } ? Slot<'query', z.input<S>> : { query?: undefined };
type BodyInput<E> = E extends { body: infer S extends z.core.$ZodType } ? Slot<'body', z.input<S>> : { body?: undefined };

/** What a caller passes: path params, GET query, POST body (the body schema's input, before defaults). */
export type EndpointInput<N extends EndpointName> = ParamsInput<Endpoints[N]> & QueryInput<Endpoints[N]> & BodyInput<Endpoints[N]>;

/** What a call resolves to: the parsed `data`, or a Blob for binary answers. */
export type EndpointData<N extends EndpointName> = Endpoints[N] extends { binary: true }
  ? Blob
  : Endpoints[N] extends { data: infer S extends z.core.$ZodType }
    ? z.output<S>
    : never;
