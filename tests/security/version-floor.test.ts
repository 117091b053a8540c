import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** `| next | 16.0.10 | ... |` rows of docs/security.md's "Security floor" table. */
function floorsFromDocs(): Map<string, string> {
  const doc = readFileSync('docs/security.md', 'utf8');
  const section = doc.split('## Security floor')[1]?.split('\n## ')[0] ?? '';
  const rows = [...section.matchAll(/^\| `([\w@/-]+)` \| (\d+\.\d+\.\d+) \|/gm)];
  return new Map(rows.map(([, name = '', version = '']) => [name, version]));
}

const installed = (name: string): string => (JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string }).version;

const parts = (version: string) => version.split(/[.-]/).slice(0, 3).map(Number);
function atLeast(version: string, floor: string): boolean {
  const [a, b] = [parts(version), parts(floor)];
  for (let index = 0; index < 3; index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return true;
}

describe('security floor', () => {
  const floors = floorsFromDocs();

  it('docs/security.md names a floor for Next.js and React', () => {
    expect([...floors.keys()]).toEqual(expect.arrayContaining(['next', 'react', 'react-dom']));
  });

  it.each(['next', 'react', 'react-dom'])('installed %s is not older than its floor', (name) => {
    const floor = floors.get(name) ?? '999.0.0';
    expect(atLeast(installed(name), floor), `${name} ${installed(name)} is older than the floor ${floor}`).toBe(true);
  });

  it('compares versions numerically', () => {
    expect(atLeast('16.10.0', '16.4.6')).toBe(true);
    expect(atLeast('16.0.9', '16.0.10')).toBe(false);
    expect(atLeast('19.3.0-canary.1', '19.2.3')).toBe(true);
  });
});
