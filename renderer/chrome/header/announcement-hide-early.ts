import { ANNOUNCEMENT_STORAGE_KEY } from './announcement-key';

/**
 * Runs in <head>, before the body is parsed: a visitor who closed an announcement gets a style rule that
 * hides that very announcement, so nothing moves when the page hydrates (AnnouncementBar then sets
 * `hidden`). In the head rather than after the bar: an inline script in the body split the first paint,
 * and the hero below painted a frame later (Lighthouse's LCP on phones). Keys are base 36; anything
 * else read from storage is dropped before it reaches the rule.
 */
export const HIDE_CLOSED_ANNOUNCEMENT = `try{var k=(localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_STORAGE_KEY)})||"").replace(/[^a-z0-9]/g,"");if(k){var s=document.createElement("style");s.textContent='#announcement[data-key="'+k+'"]{display:none}';document.head.appendChild(s)}}catch(e){}`;
