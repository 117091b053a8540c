import { z } from 'zod';
import { FALLBACK_LANGUAGE, languageCodeSchema, type LanguageCode } from '@/schemas/locale';
import { CmsFailure } from './envelope';

/** Largest request body the embedded CMS reads: document export carries a whole document (400,000 characters, 3 bytes each in Chinese). */
export const MAX_REQUEST_BYTES = 1536 * 1024;

/** Plain decimal ids only: `0x44D`, `1e3` or ` 1101` are not ids. */
export const idSchema = z.string().regex(/^[1-9]\d{0,15}$/).transform(Number);

const jsonObjectSchema = z.record(z.string(), z.unknown());

export function readLocale(raw: unknown): LanguageCode {
  if (raw === undefined || raw === null || raw === '') return FALLBACK_LANGUAGE;
  const parsed = languageCodeSchema.safeParse(raw);
  if (!parsed.success) throw new CmsFailure('badRequest', `lang must be one of ${languageCodeSchema.options.join(', ')}`);
  return parsed.data;
}

/** Reads a POST body as a JSON object: JSON content type, bounded size, well-formed; `lang` is split off. */
export async function readJsonBody(request: Request): Promise<{ lang: unknown; body: Record<string, unknown> }> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(contentType)) {
    throw new CmsFailure('unsupportedMediaType', 'request body must be JSON (content-type: application/json)');
  }
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_REQUEST_BYTES) throw new CmsFailure('payloadTooLarge', `request body over ${MAX_REQUEST_BYTES} bytes`);
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_REQUEST_BYTES) {
    throw new CmsFailure('payloadTooLarge', `request body over ${MAX_REQUEST_BYTES} bytes`);
  }
  let parsed: unknown;
  try {
    parsed = text === '' ? {} : JSON.parse(text);
  } catch {
    throw new CmsFailure('badRequest', 'request body is not valid JSON');
  }
  const object = jsonObjectSchema.safeParse(parsed);
  if (!object.success) throw new CmsFailure('badRequest', 'request body must be a JSON object');
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
