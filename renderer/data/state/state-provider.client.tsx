'use client';

import { Provider } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import type { ReactNode } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import { isMobileAtom, isPreviewAtom, localeAtom, preTokenAtom } from './atoms';

type ServerState = {
  locale: LanguageCode;
  isMobile: boolean;
  isPreview: boolean;
  /** The token masked for display: the token itself stays in an httpOnly cookie and never reaches the browser's scripts. */
  preToken: string | null;
};

function HydrateAtoms({ locale, isMobile, isPreview, preToken, children }: ServerState & { children: ReactNode }) {
  useHydrateAtoms([[localeAtom, locale]]);
  useHydrateAtoms([[isMobileAtom, isMobile]]);
  useHydrateAtoms([[isPreviewAtom, isPreview]]);
  useHydrateAtoms([[preTokenAtom, preToken]]);
  return children;
}

/** One jotai store per render of the layout, so no state is shared across server requests (never the default store). */
export function StateProvider({ children, ...state }: ServerState & { children: ReactNode }) {
  return (
    <Provider>
      <HydrateAtoms {...state}>{children}</HydrateAtoms>
    </Provider>
  );
}
