import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const IMPORT = /(?:import|export)\s[^'"]*?from\s+'([^']+)'/g;

function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** Every file and package `entry` reaches through its static imports (type-only imports included, which only over-reports). */
function reachable(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const stack = [path.join(root, entry)];
  for (let file = stack.pop(); file; file = stack.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const [, specifier = ''] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolve(file, specifier);
      if (target) stack.push(target);
      else if (!specifier.startsWith('.') && !specifier.startsWith('@/')) packages.add(specifier);
    }
  }
  return { files: [...files].map((file) => path.relative(root, file)), packages: [...packages] };
}

describe('the schema side of modules', () => {
  it.each(['modules/contracts.ts', 'renderer/pipeline/parse/check-modules.ts', 'renderer/server/content-check/check-content.ts'])(
    '%s loads no React, no component and no CSS',
    (entry) => {
      const { files, packages } = reachable(entry);
      expect(files.filter((file) => /\.(tsx|css)$/.test(file))).toEqual([]);
      expect(packages.filter((name) => name === 'react' || name.startsWith('react-') || name.startsWith('next'))).toEqual([]);
      expect(files).toContain('modules/hero-banner/schema.ts');
    },
  );
});
