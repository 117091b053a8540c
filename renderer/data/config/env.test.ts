import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('readEnv', () => {
  it('parses once while the variables hold the same values, and again when one changes', () => {
    const source = { NODE_ENV: 'test', REVALIDATE_SECONDS: '120' } as const;
    const first = readEnv(source);
    expect(readEnv({ ...source })).toBe(first);
    const changed = readEnv({ ...source, REVALIDATE_SECONDS: '30' });
    expect(changed).not.toBe(first);
    expect(changed.REVALIDATE_SECONDS).toBe(30);
  });

  it('names the bad variable', () => {
    expect(() => readEnv({ NODE_ENV: 'test', SITE_URL_PORT: '70000' })).toThrow(/invalid environment: SITE_URL_PORT/);
  });

  it('keeps the headers timeout within the request timeout', () => {
    expect(readEnv({ NODE_ENV: 'test' })).toMatchObject({ SERVER_HEADERS_TIMEOUT_SECONDS: 20, SERVER_REQUEST_TIMEOUT_SECONDS: 120 });
    expect(() => readEnv({ NODE_ENV: 'test', SERVER_HEADERS_TIMEOUT_SECONDS: '60', SERVER_REQUEST_TIMEOUT_SECONDS: '30' })).toThrow(
      /invalid environment: SERVER_HEADERS_TIMEOUT_SECONDS: at most SERVER_REQUEST_TIMEOUT_SECONDS/,
    );
  });
});
