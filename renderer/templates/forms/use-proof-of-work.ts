'use client';

import { useCallback, useEffect, useRef } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import type { SolvedProof } from './solve-proof';

/** A proof whose challenge expires sooner than this is solved again rather than sent. */
const EXPIRY_MARGIN_MS = 60_000;

type Pending = { controller: AbortController; solved: Promise<SolvedProof> };

function begin(locale: LanguageCode): Pending {
  const controller = new AbortController();
  const solved = import('./solve-proof').then(({ solveProof }) => solveProof(locale, controller));
  // A failure shows when the proof is taken, not as an unhandled rejection before.
  solved.catch(() => undefined);
  return { controller, solved };
}

/**
 * The proof of work each lead carries: its solver loads and starts with the form's first focus (`start`),
 * works while the visitor types, and each attempt `take`s it; the next one starts after the attempt.
 */
export function useProofOfWork(locale: LanguageCode) {
  const pending = useRef<Pending | null>(null);

  const start = useCallback(() => {
    pending.current ??= begin(locale);
  }, [locale]);

  /** The solved proof (waiting for it if need be), used up: the next attempt needs another. */
  const take = useCallback(async (): Promise<string> => {
    const current = pending.current ?? begin(locale);
    pending.current = null;
    const solved = await current.solved;
    return solved.expiresAt - Date.now() > EXPIRY_MARGIN_MS ? solved.proof : (await begin(locale).solved).proof;
  }, [locale]);

  useEffect(
    () => () => {
      pending.current?.controller.abort();
      pending.current = null;
    },
    [],
  );

  return { start, take };
}
