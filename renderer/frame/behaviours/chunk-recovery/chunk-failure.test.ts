import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_KEY,
  chunkFailureAction,
  createChunkRecovery,
  isBuildAsset,
  isChunkLoadError,
  type RecoveryEnv,
} from './chunk-failure';

function turbopackChunkError() {
  const error = new Error('Failed to load chunk /_next/static/chunks/0abc.js from module 1234: TypeError: Failed to fetch');
  error.name = 'ChunkLoadError';
  return error;
}

describe('isChunkLoadError', () => {
  it.each([
    turbopackChunkError(),
    new Error('Loading chunk 42 failed.'),
    new Error('Loading CSS chunk 7 failed. (/_next/static/css/7.css)'),
    new TypeError('Failed to fetch dynamically imported module: http://localhost:3000/_next/static/chunks/a.js'),
    'ChunkLoadError: Loading chunk 3 failed.',
  ])('recognises %s', (reason) => {
    expect(isChunkLoadError(reason)).toBe(true);
  });

  it.each([new Error('Cannot read properties of undefined'), new TypeError('Failed to fetch'), undefined, 42])('ignores %s', (reason) => {
    expect(isChunkLoadError(reason)).toBe(false);
  });
});

describe('isBuildAsset', () => {
  const origin = 'http://localhost:3100';
  it('is true only for our own /_next/static/ files', () => {
    expect(isBuildAsset('/_next/static/chunks/a.js', origin)).toBe(true);
    expect(isBuildAsset('http://localhost:3100/_next/static/css/b.css', origin)).toBe(true);
    expect(isBuildAsset('https://chat.edgecloud.example/widget/pc.js', origin)).toBe(false);
    expect(isBuildAsset('/images/logo.svg', origin)).toBe(false);
  });
});

describe('chunkFailureAction: the 60 s rule', () => {
  const now = 1_700_000_000_000;
  it('reloads on a first failure', () => {
    expect(chunkFailureAction(null, now, '/product/enterprise-cloud')).toBe('reload');
  });

  it('goes to the upgrade page on a failure within 60 s of the last reload', () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
    expect(chunkFailureAction(now - 1, now, '/')).toBe('upgrade');
    expect(chunkFailureAction(now - 59_999, now, '/')).toBe('upgrade');
  });

  it('reloads again once 60 s have passed', () => {
    expect(chunkFailureAction(now - 60_000, now, '/')).toBe('reload');
  });

  it('never loops on the upgrade page, and never reloads without storage to remember it', () => {
    expect(chunkFailureAction(null, now, '/upgrade-browser')).toBe('none');
    expect(chunkFailureAction(undefined, now, '/')).toBe('upgrade');
  });
});

describe('createChunkRecovery', () => {
  function setup(pathname = '/news') {
    const store = new Map<string, string>();
    let clock = 1_000_000;
    let online = true;
    const location = { pathname, reload: vi.fn(), replace: vi.fn() };
    const env: RecoveryEnv = {
      storage: () => ({ getItem: (key) => store.get(key) ?? null, setItem: (key, value) => void store.set(key, value) }),
      online: () => online,
      location,
      now: () => clock,
    };
    const setOnline = (value: boolean) => (online = value);
    return { store, location, env, setOnline, advance: (ms: number) => (clock += ms) };
  }

  it('keeps the page while offline, and handles the next failure once the connection is back', () => {
    const { store, location, env, setOnline } = setup();
    const recover = createChunkRecovery(env);
    setOnline(false);
    expect(recover()).toBe('none');
    expect(store.has(CHUNK_RELOAD_KEY)).toBe(false);
    expect(location.reload).not.toHaveBeenCalled();
    setOnline(true);
    expect(recover()).toBe('reload');
    expect(location.reload).toHaveBeenCalledOnce();
  });

  it('reloads and stores the time in sessionStorage, then sends a second failure within 60 s to the upgrade page', () => {
    const { store, location, env, advance } = setup();
    expect(createChunkRecovery(env)()).toBe('reload');
    expect(store.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(location.reload).toHaveBeenCalledOnce();
    advance(30_000);
    // The reloaded page is a new document with a new recovery, sharing the tab's sessionStorage.
    expect(createChunkRecovery(env)()).toBe('upgrade');
    expect(location.replace).toHaveBeenCalledWith('/upgrade-browser');
    expect(location.reload).toHaveBeenCalledOnce();
  });

  it('reloads again when the last reload is more than 60 s old', () => {
    const { location, env, advance } = setup();
    createChunkRecovery(env)();
    advance(60_001);
    expect(createChunkRecovery(env)()).toBe('reload');
    expect(location.reload).toHaveBeenCalledTimes(2);
  });

  it('acts once per page when the boundary and the window listener both report the failure', () => {
    const { location, env } = setup();
    const recover = createChunkRecovery(env);
    expect(recover()).toBe('reload');
    expect(recover()).toBe('none');
    expect(location.reload).toHaveBeenCalledOnce();
    expect(location.replace).not.toHaveBeenCalled();
  });

  it('goes to the upgrade page when sessionStorage throws', () => {
    const { location, env } = setup();
    const broken: RecoveryEnv = {
      ...env,
      storage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(createChunkRecovery(broken)()).toBe('upgrade');
    expect(location.reload).not.toHaveBeenCalled();
  });
});
