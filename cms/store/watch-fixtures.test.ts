import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStore, watchStore } from './fixture-store';
import { fixturesWatched, onFixturesChanged, stopWatchingFixtures } from './watch-fixtures';

/** A private copy of the fixtures, so edits here never reach the real ones or another test. */
let dir: string;
let stop: (() => void) | undefined;

const siteInfoPath = () => path.join(dir, 'site-info.json');
const writeEmail = (email: string) => {
  const info = JSON.parse(fs.readFileSync(siteInfoPath(), 'utf8'));
  fs.writeFileSync(siteInfoPath(), JSON.stringify({ ...info, email }, null, 2));
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fixtures-'));
  fs.cpSync('fixtures', dir, { recursive: true });
  vi.stubEnv('CMS_FIXTURES_DIR', dir);
  globalThis.cloudPortalFixtureStore = undefined;
});

afterEach(async () => {
  stop?.();
  await stopWatchingFixtures();
  vi.unstubAllEnvs();
  globalThis.cloudPortalFixtureStore = undefined;
  fs.rmSync(dir, { recursive: true, force: true });
});

// Each test copies the fixtures and waits for the watch: seconds on a busy machine.
describe('onFixturesChanged', { timeout: 30_000 }, () => {
  it('serves an edited fixture and tells its listener once for a burst of writes', async () => {
    expect(getStore().siteInfo.email).toBe('contact@example.com');
    watchStore();
    await fixturesWatched();
    const listener = vi.fn();
    stop = onFixturesChanged(listener);
    for (const email of ['a@example.com', 'b@example.com', 'edited@example.com']) writeEmail(email);
    await vi.waitFor(() => expect(listener).toHaveBeenCalled(), { timeout: 3_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getStore().siteInfo.email).toBe('edited@example.com');
  });

  it('keeps the last good fixtures when an edit does not validate, and says what is wrong', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    getStore();
    watchStore();
    await fixturesWatched();
    const listener = vi.fn();
    stop = onFixturesChanged(listener);
    fs.writeFileSync(siteInfoPath(), '{ "tenant": ');
    await vi.waitFor(() => expect(errors).toHaveBeenCalled(), { timeout: 3_000 });
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/fixtures changed but do not load.*site-info\.json/s);
    expect(listener).not.toHaveBeenCalled();
    expect(getStore().siteInfo.email).toBe('contact@example.com');
  });

  describe('sees every kind of save, again and again', () => {
    const newsDir = () => path.join(dir, 'ZH_CN', 'news');
    const newsIds = () => getStore().locales.ZH_CN.news.map((news) => news.id);
    /** Waits until the store shows what `expected` reads, as a previewer waits for the page to change. */
    const seen = (read: () => unknown, expected: unknown) => vi.waitFor(() => expect(read()).toEqual(expected), { timeout: 5_000, interval: 50 });
    const email = () => getStore().siteInfo.email;
    const renameSave = (file: string, text: string) => {
      fs.writeFileSync(`${file}.tmp`, text);
      fs.renameSync(`${file}.tmp`, file);
    };
    const withEmail = (value: string) => JSON.stringify({ ...JSON.parse(fs.readFileSync(siteInfoPath(), 'utf8')), email: value }, null, 2);

    beforeEach(async () => {
      stop = onFixturesChanged(() => undefined);
      watchStore();
      await fixturesWatched();
    });

    it('a file written in place', async () => {
      for (const value of ['one@example.com', 'two@example.com', 'three@example.com']) {
        writeEmail(value);
        await seen(email, value);
      }
    });

    it('a file saved by renaming a new one over it (sed -i, editors, git checkout)', async () => {
      for (const value of ['one@example.com', 'two@example.com', 'three@example.com']) {
        renameSave(siteInfoPath(), withEmail(value));
        await seen(email, value);
      }
    });

    it('a file deleted and written again', async () => {
      for (const value of ['one@example.com', 'two@example.com']) {
        const text = withEmail(value);
        fs.rmSync(siteInfoPath());
        fs.writeFileSync(siteInfoPath(), text);
        await seen(email, value);
      }
    });

    it('a new file, then that file deleted', async () => {
      const before = newsIds();
      const added = { ...JSON.parse(fs.readFileSync(path.join(newsDir(), '60101.json'), 'utf8')), id: 69999 };
      fs.writeFileSync(path.join(newsDir(), '69999.json'), JSON.stringify(added));
      await seen(newsIds, [...before, 69999]);
      fs.rmSync(path.join(newsDir(), '69999.json'));
      await seen(newsIds, before);
    });

    it('a folder renamed away and back, then a file in it edited', async () => {
      const before = newsIds();
      fs.renameSync(newsDir(), `${newsDir()}-away`);
      await seen(newsIds, []);
      fs.renameSync(`${newsDir()}-away`, newsDir());
      await seen(newsIds, before);
      fs.rmSync(path.join(newsDir(), '60101.json'));
      await seen(
        newsIds,
        before.filter((id) => id !== 60101),
      );
    });
  });

  it('watches from the server start: a page served before, no preview open, then an edit', async () => {
    watchStore();
    expect(getStore().siteInfo.email).toBe('contact@example.com');
    await fixturesWatched();
    fs.writeFileSync(`${siteInfoPath()}.tmp`, fs.readFileSync(siteInfoPath(), 'utf8').replace('contact@example.com', 'first@example.com'));
    fs.renameSync(`${siteInfoPath()}.tmp`, siteInfoPath());
    await vi.waitFor(() => expect(getStore().siteInfo.email).toBe('first@example.com'), { timeout: 5_000, interval: 50 });
  });
});
