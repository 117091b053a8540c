import type { z } from 'zod';
import type { CmsMode, Counts, misbehaviourSchema, overrideSchema } from './protocol';

/** What a replaced answer does: a JSON body with a status, or a misbehaviour. */
export type ReplacedAnswer = { kind: 'json'; status: number; body: unknown } | z.output<typeof misbehaviourSchema>;

/** What a test changed on the mock CMS: call counts, replaced answers, and whether it is reachable. */
export class MockCmsState {
  mode: CmsMode = 'up';
  private counts: Counts = {};
  private overrides = new Map<string, ReplacedAnswer>();

  count(method: string, path: string, lang: string | undefined): void {
    const key = `${method} ${path}`;
    const perLang = (this.counts[key] ??= {});
    const langKey = lang ?? '-';
    perLang[langKey] = (perLang[langKey] ?? 0) + 1;
  }

  snapshot(): Counts {
    return structuredClone(this.counts);
  }

  resetCounts(): void {
    this.counts = {};
  }

  setOverride(override: z.output<typeof overrideSchema>): void {
    const answer: ReplacedAnswer = 'misbehaviour' in override ? override.misbehaviour : { kind: 'json', status: override.status, body: override.body };
    this.overrides.set(overrideKey(override.path, override.lang), answer);
  }

  /** A language-specific replacement wins over one for every language. */
  overrideFor(path: string, lang: string | undefined): ReplacedAnswer | undefined {
    return (lang === undefined ? undefined : this.overrides.get(overrideKey(path, lang))) ?? this.overrides.get(overrideKey(path, undefined));
  }

  clearOverrides(): void {
    this.overrides.clear();
  }
}

const overrideKey = (path: string, lang: string | undefined) => `${path}\n${lang ?? '*'}`;
