import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export type Chunk = { src: string; gzipBytes: number };
export type FirstLoad = { scripts: number; gzipBytes: number; chunks: Chunk[] };

/**
 * The page's `<script src>` chunks under /_next/static, in document order, each once. `noModule`
 * scripts (Next's legacy polyfills) are left out: browsers that run modules never fetch them.
 */
export function scriptSources(html: string): string[] {
  const sources = [...html.matchAll(/<script\b[^>]*>/gi)]
    .map((match) => match[0])
    .filter((tag) => !/\bnomodule\b/i.test(tag))
    .map((tag) => /\bsrc="(\/_next\/static\/[^"?]+\.js)(?:\?[^"]*)?"/.exec(tag)?.[1] ?? '');
  return [...new Set(sources.filter(Boolean))];
}

const gzipped = new Map<string, number>();

/** Gzip level 9 bytes of one built chunk, read from the build folder (`/_next/static/x` is `<distDir>/static/x`). */
function chunkGzipBytes(distDir: string, src: string): number {
  const file = path.join(distDir, src.replace(/^\/_next\//, ''));
  const known = gzipped.get(file);
  if (known !== undefined) return known;
  const bytes = gzipSync(fs.readFileSync(file), { level: 9 }).length;
  gzipped.set(file, bytes);
  return bytes;
}

/**
 * First-load JavaScript of a page as the browser fetches it before hydration: every script tag's
 * chunk, gzipped. Inline scripts (the RSC payload) are page data, not counted here.
 */
export function firstLoadJs(html: string, distDir: string): FirstLoad {
  const chunks = scriptSources(html).map((src) => ({ src, gzipBytes: chunkGzipBytes(distDir, src) }));
  return { scripts: chunks.length, gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0), chunks };
}
