import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CMS_ENV_NAMES, readCmsConfig } from '@/cms/config';
import { ENV_NAMES, readEnv } from '@/renderer/data/config/env';

const read = (file: string): string => fs.readFileSync(file, 'utf8');
const PRODUCTION_DOC = read(path.join('docs', 'production.md'));

/** `KEY=value` lines of an env file (comments and blank lines skipped). */
const envFile = (text: string): Map<string, string> =>
  new Map(
    text
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

/** The unit's settings: each key's values, and its `Environment=` assignments apart. */
function unitFile(text: string): { settings: Map<string, string[]>; environment: Map<string, string> } {
  const settings = new Map<string, string[]>();
  for (const line of text.split('\n').filter((line) => /^\w+=/.test(line))) {
    const key = line.slice(0, line.indexOf('='));
    settings.set(key, [...(settings.get(key) ?? []), line.slice(line.indexOf('=') + 1)]);
  }
  const assignments = (settings.get('Environment') ?? []).flatMap((value) => value.split(/\s+/));
  return { settings, environment: new Map(assignments.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)])) };
}

/** The variables docs/production.md's "What to set" table names in its first column. */
function documentedVariables(): Set<string> {
  const section = PRODUCTION_DOC.slice(PRODUCTION_DOC.indexOf('## What to set'), PRODUCTION_DOC.indexOf('## What Redis holds'));
  const firstCells = section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.split('|')[1] ?? '');
  return new Set(firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z_]+)`/g)].map((match) => match[1] ?? '')));
}

const EXAMPLE = envFile(read('.env.example'));
const PRODUCTION_ENV = envFile(read(path.join('deploy', 'cloud-portal.env')));
const UNIT = unitFile(read(path.join('deploy', 'cloud-portal@.service')));
/** What a process of the unit sees from these variables (the unit's NODE_ENV among them). */
const inProduction = (...sources: Map<string, string>[]): NodeJS.ProcessEnv => ({
  ...Object.fromEntries(sources.flatMap((source) => [...source])),
  NODE_ENV: 'production',
});
const only = (key: string): string => {
  const values = UNIT.settings.get(key);
  if (values?.length !== 1 || !values[0]) throw new Error(`the unit sets ${key} ${values?.length ?? 0} times`);
  return values[0];
};

describe('the production settings', () => {
  it('"What to set" names every variable the config parsers and .env.example know', () => {
    const documented = documentedVariables();
    const known = new Set([...ENV_NAMES, ...CMS_ENV_NAMES, ...EXAMPLE.keys()]);
    expect([...known].filter((name) => !documented.has(name))).toEqual([]);
  });

  it('deploy/cloud-portal.env holds known variables only, none the unit sets, and parses with the unit’s', () => {
    expect([...PRODUCTION_ENV.keys()].filter((name) => !EXAMPLE.has(name))).toEqual([]);
    expect([...PRODUCTION_ENV.keys()].filter((name) => UNIT.environment.has(name))).toEqual([]);
    const environment = inProduction(PRODUCTION_ENV, UNIT.environment);
    expect(readEnv(environment)).toMatchObject({ SITE_URL_SCHEME: 'https', SITE_URL_PORT: '' });
    expect(readCmsConfig(environment)).toMatchObject({ trustedProxies: 1, previewTokens: ['replace-with-a-random-token'] });
  });

  it('the unit reads fixtures from its working directory and writes its database in its state directory', () => {
    expect(UNIT.environment.get('NODE_ENV')).toBe('production');
    const workingDirectory = only('WorkingDirectory');
    const config = readCmsConfig(inProduction(UNIT.environment));
    expect(path.dirname(config.databasePath)).toBe(path.join('/var/lib', only('StateDirectory')));
    expect(config.fixturesDir).toBe(path.join(workingDirectory, 'fixtures'));
    expect(only('ProtectSystem')).toBe('strict');
    expect(UNIT.settings.has('ReadWritePaths')).toBe(false);
    expect(PRODUCTION_DOC).toContain(`CMS_DATABASE_PATH=${config.databasePath}`);
    expect(PRODUCTION_DOC).toContain(`ln -s ${path.join('/var/cache', only('CacheDirectory'))} .next/standalone/.next/cache`);
  });
});
