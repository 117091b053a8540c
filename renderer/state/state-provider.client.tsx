'use client';

import { Provider } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import type { ReactNode } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import { isMobileAtom, localeAtom } from './atoms';

type ServerState = { locale: LanguageCode; isMobile: boolean };

function HydrateAtoms({ locale, isMobile, children }: ServerState & { children: ReactNode }) {
  useHydrateAtoms([[localeAtom, locale]]);
  useHydrateAtoms([[isMobileAtom, isMobile]]);
  return children;
}

/** One jotai store per render of the layout, so no state is shared across server requests (never the default store). */
export function StateProvider({ locale, isMobile, children }: ServerState & { children: ReactNode }) {
  return (
    <Provider>
      <HydrateAtoms locale={locale} isMobile={isMobile}>
        {children}
      </HydrateAtoms>
    </Provider>
  );
}
