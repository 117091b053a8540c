import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStore } from './fixture-store';
import { onFixturesChanged } from './watch-fixtures';

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

afterEach(() => {
  stop?.();
  vi.unstubAllEnvs();
  globalThis.cloudPortalFixtureStore = undefined;
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('onFixturesChanged', () => {
  it('serves an edited fixture and tells its listener once for a burst of writes', async () => {
    expect(getStore().siteInfo.email).toBe('contact@example.com');
    const listener = vi.fn();
    stop = onFixturesChanged(listener, 50);
    for (const email of ['a@example.com', 'b@example.com', 'edited@example.com']) writeEmail(email);
    await vi.waitFor(() => expect(listener).toHaveBeenCalled(), { timeout: 3_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getStore().siteInfo.email).toBe('edited@example.com');
  });

  it('keeps the last good fixtures when an edit does not validate, and says what is wrong', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    getStore();
    const listener = vi.fn();
    stop = onFixturesChanged(listener, 50);
    fs.writeFileSync(siteInfoPath(), '{ "tenant": ');
    await vi.waitFor(() => expect(errors).toHaveBeenCalled(), { timeout: 3_000 });
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/fixtures changed but do not load.*site-info\.json/s);
    expect(listener).not.toHaveBeenCalled();
    expect(getStore().siteInfo.email).toBe('contact@example.com');
  });
});
