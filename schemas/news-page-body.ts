// Kept free of zod, like locale-codes.ts: the news lists build their requests in the browser without loading schema code.
import type { NewsListRequest } from './news';

/** A list page's request; recommendOrder is sent only when asked for (the API takes reportType or recommendOrder). */
export const newsPageBody = (pageIndex: number, pageSize: number, recommendOrder: boolean): NewsListRequest => ({
  pageIndex,
  pageSize,
  ...(recommendOrder ? { recommendOrder } : {}),
});
