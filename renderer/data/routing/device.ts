import { isOneOf } from '@/schemas/one-of';

/** The two markup variants; the proxy picks one per request from the user-agent. */
export const DEVICES = ['desktop', 'mobile'] as const;
export type Device = (typeof DEVICES)[number];

/** A mobile WebKit user-agent: the proxy serves the mobile markup to it. */
const MOBILE_WEBKIT = /AppleWebKit.*Mobile/i;

export function deviceFromUserAgent(userAgent: string | null): Device {
  return userAgent && MOBILE_WEBKIT.test(userAgent) ? 'mobile' : 'desktop';
}

export const isDevice = (value: string): value is Device => isOneOf(DEVICES, value);
