import { describe, expect, it } from 'vitest';
import { deviceFromUserAgent, isDevice } from './device';

const USER_AGENTS = {
  iPhoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36',
  desktopChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  desktopSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
};

describe('deviceFromUserAgent', () => {
  it.each([
    ['iPhone Safari', USER_AGENTS.iPhoneSafari, 'mobile'],
    ['Android Chrome', USER_AGENTS.androidChrome, 'mobile'],
    ['desktop Chrome', USER_AGENTS.desktopChrome, 'desktop'],
    ['desktop Safari', USER_AGENTS.desktopSafari, 'desktop'],
    ['an empty user-agent', '', 'desktop'],
    ['no user-agent header', null, 'desktop'],
  ] as const)('%s gets the %s markup', (_, userAgent, device) => {
    expect(deviceFromUserAgent(userAgent)).toBe(device);
  });
});

describe('isDevice', () => {
  it('accepts only the two internal device segments', () => {
    expect(['desktop', 'mobile', 'pc', 'Mobile', ''].filter(isDevice)).toEqual(['desktop', 'mobile']);
  });
});
