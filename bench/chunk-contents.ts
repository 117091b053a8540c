import fs from 'node:fs';
import path from 'node:path';

/** Strings that survive minification and name what a chunk bundles; a hint for the reader, not an analysis. */
const MARKERS: readonly [label: string, marker: string][] = [
  ['react-dom', 'react.dev/errors'],
  ['next runtime', 'nextjs.org/docs'],
  // The core's class name (classic, mini and core builds); @hookform/resolvers only names "$ZodError".
  ['zod', '"$ZodObject"'],
  ['react-intl', '@formatjs'],
  ['tanstack query', 'No QueryClient set'],
  ['jotai', 'node_modules/jotai'],
  ['react-hook-form', 'shouldFocusError'],
  ['captcha/forms', 'captcha'],
  ['proof of work', 'keyPrefix must be a non-empty hex string'],
  ['markdown', 'micromark'],
];

export function chunkHolds(distDir: string, src: string): string[] {
  const code = fs.readFileSync(path.join(distDir, src.replace(/^\/_next\//, '')), 'utf8');
  return MARKERS.filter(([, marker]) => code.includes(marker)).map(([label]) => label);
}
