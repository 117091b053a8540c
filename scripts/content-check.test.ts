import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = process.cwd();

async function contentCheck(source: string): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await run('npx', ['tsx', '--import', './scripts/register-css-stub.mjs', 'scripts/content-check.ts', source], { cwd: root });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

/** A copy of the fixtures without the deliberately broken modules: what a clean content source looks like. */
function cleanFixtures(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fixtures-'));
  fs.cpSync(path.join(root, 'fixtures'), dir, { recursive: true });
  for (const locale of ['ZH_CN', 'EN_US']) {
    const file = path.join(dir, locale, 'details', 'product', 'enterprise-cloud.json');
    const page = JSON.parse(fs.readFileSync(file, 'utf8')) as { moduleViewList: { name: string }[] };
    page.moduleViewList = page.moduleViewList.filter((view) => !view.name.startsWith('hostile:'));
    fs.writeFileSync(file, JSON.stringify(page));
  }
  return dir;
}

describe('npm run content:check', { timeout: 60_000 }, () => {
  const clean = cleanFixtures();
  afterAll(() => fs.rmSync(clean, { recursive: true, force: true }));

  it('lists every module the shipped fixtures would drop, with the zod path, and exits 1', async () => {
    const { code, stdout } = await contentCheck('fixtures');
    expect(code).toBe(1);
    for (const locale of ['ZH_CN', 'EN_US']) {
      expect(stdout).toContain(`${locale} /product/enterprise-cloud: rich-text#m-1101-2 dropped, invalid-json`);
      expect(stdout).toContain(`${locale} /product/enterprise-cloud: feature-cards#m-1101-4 dropped, schema: cards:`);
      expect(stdout).toContain(`${locale} /product/enterprise-cloud: legacy-carousel#m-1101-6 dropped, unknown-type`);
      expect(stdout).toContain(`${locale} /product/enterprise-cloud: call-to-action#m-1101-8 dropped, invisible`);
    }
    expect(stdout.match(/ dropped, /g)).toHaveLength(8);
  });

  it('exits 0 for a content source where every module renders', async () => {
    const { code, stdout } = await contentCheck(clean);
    expect(stdout).toMatch(/all \d+ pages render every module/);
    expect(code).toBe(0);
  });
});
