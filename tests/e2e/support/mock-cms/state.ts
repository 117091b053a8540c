import type { CmsMode, Counts, Override } from './protocol';

type StoredOverride = { status: number; body: unknown };

/** What a test changed on the mock CMS: call counts, replaced answers, and whether it is reachable. */
export class MockCmsState {
  mode: CmsMode = 'up';
  private counts: Counts = {};
  private overrides = new Map<string, StoredOverride>();

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

  setOverride({ path, lang, status = 200, body }: Override): void {
    this.overrides.set(overrideKey(path, lang), { status, body });
  }

  /** A language-specific replacement wins over one for every language. */
  overrideFor(path: string, lang: string | undefined): StoredOverride | undefined {
    return (lang === undefined ? undefined : this.overrides.get(overrideKey(path, lang))) ?? this.overrides.get(overrideKey(path, undefined));
  }

  clearOverrides(): void {
    this.overrides.clear();
  }
}

const overrideKey = (path: string, lang: string | undefined) => `${path}\n${lang ?? '*'}`;
