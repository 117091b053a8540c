import { z } from 'zod';
import { FALLBACK_LANGUAGE, languageCodeSchema, type LanguageCode } from '@/schemas/locale';
import { CmsFailure } from './envelope';
import { JSON_BODY_SHAPE } from '@/schemas/request-limits';
import { guardText } from './guard-texts';
import { jsonShapeProblem } from './json-shape';

/** Plain decimal ids only: `0x44D`, `1e3` or ` 1101` are not ids. */
export const idSchema = z
  .string()
  .regex(/^[1-9]\d{0,15}$/)
  .transform(Number);

const jsonObjectSchema = z.record(z.string(), z.unknown());

export function readLocale(raw: unknown): LanguageCode {
  if (raw === undefined || raw === null || raw === '') return FALLBACK_LANGUAGE;
  const parsed = languageCodeSchema.safeParse(raw);
  if (!parsed.success) throw new CmsFailure('badRequest', `lang must be one of ${languageCodeSchema.options.join(', ')}`);
  return parsed.data;
}

/** Reads at most `limit` bytes of the body; undefined when there are more (the rest is not read). */
async function readAtMost(request: Request, limit: number): Promise<string | undefined> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export type BodyOptions = {
  /** Largest body read: the route's (`maxBodyBytesFor`). */
  maxBytes: number;
  /** Language of the failure messages (English unless the route has a guard). */
  locale?: LanguageCode;
};

/**
 * Reads a POST body as a JSON object: JSON content type, bounded size, a bounded shape (checked on the
 * text, so no parse cost grows with the members a client sends), well-formed; `lang` is split off.
 */
export async function readJsonBody(request: Request, { maxBytes, locale = 'EN_US' }: BodyOptions): Promise<{ lang: unknown; body: Record<string, unknown> }> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(contentType)) {
    throw new CmsFailure('unsupportedMediaType', guardText(locale, 'notJson'));
  }
  const tooLarge = () => new CmsFailure('payloadTooLarge', guardText(locale, 'tooLarge', { max: maxBytes }));
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw tooLarge();
  const text = await readAtMost(request, maxBytes);
  if (text === undefined) throw tooLarge();
  if (jsonShapeProblem(text, JSON_BODY_SHAPE)) throw new CmsFailure('badRequest', guardText(locale, 'tooComplex'));
  let parsed: unknown;
  try {
    parsed = text === '' ? {} : JSON.parse(text);
  } catch {
    throw new CmsFailure('badRequest', guardText(locale, 'badJson'));
  }
  const object = jsonObjectSchema.safeParse(parsed);
  if (!object.success) throw new CmsFailure('badRequest', guardText(locale, 'notObject'));
  const { lang, ...body } = object.data;
  return { lang, body };
}

/** Path parameters arrive percent-encoded; a malformed escape is the caller's error, not ours. */
export function decodeParams(params: Record<string, string>): Record<string, string> {
  try {
    return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, decodeURIComponent(value)]));
  } catch {
    throw new CmsFailure('badRequest', 'path has a malformed percent-encoding');
  }
}
