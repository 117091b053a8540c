import { atom } from 'jotai';
import type { LanguageCode } from '@/schemas/locale';
import { FALLBACK_LANGUAGE } from '@/schemas/locale-codes';
import type { UserInfo } from '@/schemas/user-info';

/** Global client state, hydrated from the server by <StateProvider>; only client leaves read it. */
export const isMobileAtom = atom(false);
export const isPreviewAtom = atom(false);
export const preTokenAtom = atom<string | null>(null);
export const localeAtom = atom<LanguageCode>(FALLBACK_LANGUAGE);
/** The logged-in customer from GET /front/user; null while unknown or anonymous. */
export const userInfoAtom = atom<UserInfo | null>(null);
/** From the browser's online and offline events. */
export const onlineAtom = atom(true);
