/** Where the browser remembers which announcement the visitor closed. */
export const ANNOUNCEMENT_STORAGE_KEY = 'announcement-closed';

/** A short fingerprint of an announcement: a new or changed one shows again after a visitor closed the last. */
export function announcementKey(text: string, href: string | undefined): string {
  let hash = 5381;
  for (const char of `${text}\n${href ?? ''}`) hash = (Math.imul(hash, 33) + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash.toString(36);
}
