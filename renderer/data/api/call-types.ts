import type { LanguageCode } from '@/schemas/locale';
import type { PortalError } from './errors';
import type { PathValue } from './path-segment';
import type { Transport } from './transport';

export type PortalContext = {
  /** Origin of the API host, e.g. 'http://localhost:3000'; '' for same-origin calls in the browser. */
  baseUrl: string;
  transport: Transport;
  locale: LanguageCode;
  preview?: { token: string } | undefined;
  signal?: AbortSignal | undefined;
  /**
   * When the call gives up (epoch ms), connecting, headers and the whole body included; at most TIMEOUT_MS from
   * its start, which is also the default. The calls of one request pass one deadline; tests shorten it.
   */
  deadline?: number | undefined;
};

/** An error and result pair instead of a throw. */
export type PortalResult<T> = [PortalError, undefined] | [null, T];

/** A call's input once its endpoint is no longer known statically. */
export type WideInput = {
  params?: Record<string, PathValue> | undefined;
  query?: unknown;
  body?: unknown;
};
