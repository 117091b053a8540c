/** Where a previewer's page listens for changes (GET, server-sent events). */
export const CHANGE_EVENTS_PATH = '/api/preview/events';
/** The event that names a change; its data is a ContentChange as JSON. */
export const CHANGE_EVENT = 'change';

/** The stream of the page in `locale` at `path`: it carries only the changes that touch that page. */
export const changeEventsAddress = (page: { locale: string; path: string }) => `${CHANGE_EVENTS_PATH}?${new URLSearchParams(page)}`;
