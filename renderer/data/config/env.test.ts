import { describe, expect, it } from 'vitest';
import { isEditingSwitchedOn, readEnv } from './env';

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

describe('isEditingSwitchedOn', () => {
  it('is on under next dev and off in a production build unless CMS_EDITING says otherwise', () => {
    const editing = (CMS_EDITING: string | undefined, development: boolean) =>
      isEditingSwitchedOn(readEnv({ NODE_ENV: 'test', ...(CMS_EDITING === undefined ? {} : { CMS_EDITING }) }), development);
    expect([editing(undefined, true), editing('', true), editing('0', true), editing('1', true)]).toEqual([true, true, false, true]);
    expect([editing(undefined, false), editing('', false), editing('0', false), editing('1', false)]).toEqual([false, false, false, true]);
    expect(() => readEnv({ NODE_ENV: 'test', CMS_EDITING: 'yes' })).toThrow(/invalid environment: CMS_EDITING/);
  });
});
