import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PortalResult } from '../api/call-types';
import { PortalError } from '../api/errors';
import type { SiteHosts } from './locale-from-host';
import { createSiteLanguages } from './site-languages';

const ENGLISH: SiteHosts = { languages: [{ name: 'English', value: 'EN_US', host: 'en.localhost' }], defaultLanguage: 'EN_US' };
const NONE: SiteHosts = { languages: [], defaultLanguage: undefined };
const answer = (hosts: SiteHosts): PortalResult<SiteHosts> => [null, hosts];
const timedOut = (): PortalResult<SiteHosts> => [new PortalError('timeout'), undefined];

/** A call that settles when the test says so, like a CMS that takes the whole timeout. */
function pendingCall() {
  let settle: (result: PortalResult<SiteHosts>) => void = () => undefined;
  const promise = new Promise<PortalResult<SiteHosts>>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

afterEach(() => vi.restoreAllMocks());

const MINUTE = () => 60_000;

describe('site languages for the proxy', () => {
  it('asks the CMS again only once the list is as old as it may be', async () => {
    let now = 0;
    const fetchLanguages = vi.fn(() => Promise.resolve(answer(ENGLISH)));
    const siteLanguages = createSiteLanguages(fetchLanguages, { clock: () => now, freshMs: () => 10_000 });
    expect(await siteLanguages()).toBe(ENGLISH);
    now = 9_999;
    await siteLanguages();
    expect(fetchLanguages).toHaveBeenCalledTimes(1);
    now = 10_000;
    await siteLanguages();
    expect(fetchLanguages).toHaveBeenCalledTimes(2);
  });

  it('serves the known list at once while a refresh hangs, and starts only one refresh', async () => {
    let now = 0;
    const hanging = pendingCall();
    const fetchLanguages = vi.fn().mockResolvedValueOnce(answer(ENGLISH)).mockReturnValueOnce(hanging.promise);
    const siteLanguages = createSiteLanguages(fetchLanguages, { clock: () => now, freshMs: MINUTE });
    await siteLanguages();
    now = 61_000;
    expect(await Promise.all([siteLanguages(), siteLanguages(), siteLanguages()])).toEqual([ENGLISH, ENGLISH, ENGLISH]);
    expect(fetchLanguages).toHaveBeenCalledTimes(2);

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    now = 81_000;
    hanging.settle(timedOut());
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The retry pause counts from when the call failed, not from when it started.
    now = 85_999;
    expect(await siteLanguages()).toBe(ENGLISH);
    expect(fetchLanguages).toHaveBeenCalledTimes(2);
  });

  it('makes the first requests share one call, and falls back to no hosts when it fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = pendingCall();
    const fetchLanguages = vi.fn(() => first.promise);
    const siteLanguages = createSiteLanguages(fetchLanguages, { clock: () => 0, freshMs: MINUTE });
    const waiting = Promise.all([siteLanguages(), siteLanguages()]);
    first.settle(timedOut());
    expect(await waiting).toEqual([NONE, NONE]);
    expect(fetchLanguages).toHaveBeenCalledTimes(1);
  });

  it('never rejects, even when the call throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const siteLanguages = createSiteLanguages(() => Promise.reject(new Error('boom')), { clock: () => 0, freshMs: MINUTE });
    expect(await siteLanguages()).toEqual(NONE);
  });
});

describe('the proxy’s site languages', () => {
  it('are its own cache of the published site info, not a call of their own', async () => {
    vi.resetModules();
    const fetchPublishedSiteInfo = vi.fn(async () => [null, { siteLanguageList: ENGLISH.languages, defaultLanguage: 'EN_US' }] as const);
    vi.doMock('../content/site-info', () => ({ fetchPublishedSiteInfo }));
    const { siteLanguages } = await import('./site-languages');
    expect(await siteLanguages()).toEqual(ENGLISH);
    await siteLanguages();
    expect(fetchPublishedSiteInfo).toHaveBeenCalledTimes(1);
    vi.doUnmock('../content/site-info');
  });
});
