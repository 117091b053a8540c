import type { NewsType } from '@/schemas/news';

/** The site sections that list news and show its articles at `{path}/{id}`. */
export const NEWS_SECTIONS = {
  press: '/press',
  blog: '/blog',
  'product-updates': '/product-updates',
  reports: '/reports',
  cases: '/cases',
} as const;
export type NewsSection = keyof typeof NEWS_SECTIONS;

/** Where each kind of article is read: events belong to the press centre. */
const SECTION_OF_TYPE = {
  NEWS: 'press',
  EVENTS: 'press',
  PRODUCTUPDATES: 'product-updates',
  BLOG: 'blog',
  INDUSTRIALREPORT: 'reports',
  CASE: 'cases',
} as const satisfies Record<NewsType, NewsSection>;

export const sectionOfType = (type: NewsType): NewsSection => SECTION_OF_TYPE[type];

/** The one address of an article; any other section redirects here. */
export const newsPath = ({ type, id }: { type: NewsType; id: number }): string => `${NEWS_SECTIONS[SECTION_OF_TYPE[type]]}/${id}`;

/** The kind whose recommendations sit beside an article: events are recommended press news. */
export const recommendationType = (type: NewsType): NewsType => (type === 'EVENTS' ? 'NEWS' : type);

const ID = /^[1-9]\d{0,11}$/;

/** An article id from the address, or undefined for anything the CMS could not know. */
export function parseNewsId(raw: string): number | undefined {
  return ID.test(raw) ? Number(raw) : undefined;
}

/** The CMS's 'YYYY-MM-DD HH:mm:ss' (UTC+8) as the date and time a reader sees, and the instant for `<time dateTime>`. */
export function newsDate(value: string): { date: string; time: string; dateTime: string } {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2})(?::\d{2})?)?$/.exec(value.trim());
  const date = match?.[1];
  if (!date) return { date: value, time: '', dateTime: value };
  const time = match[2] ?? '';
  return { date, time, dateTime: time ? `${date}T${time}+08:00` : date };
}
