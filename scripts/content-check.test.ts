import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = process.cwd();

async function contentCheck(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    // Node with tsx's loader, as npm's script runs it, without npx and tsx's own launcher starting two more processes.
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/content-check.ts', ...args], { cwd: root });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** A copy of the fixtures without the deliberately broken modules (the one hidden with visible: false stays): a clean content source. */
function cleanFixtures(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fixtures-'));
  fs.cpSync(path.join(root, 'fixtures'), dir, { recursive: true });
  for (const locale of ['ZH_CN', 'EN_US']) {
    const file = path.join(dir, locale, 'details', 'product', 'enterprise-cloud.json');
    const page = JSON.parse(fs.readFileSync(file, 'utf8')) as { moduleViewList: { name: string }[] };
    page.moduleViewList = page.moduleViewList.filter((view) => !view.name.startsWith('hostile:') || view.name === 'hostile: visible false');
    fs.writeFileSync(file, JSON.stringify(page));
  }
  return dir;
}

// Each case renders every page of both languages in a child Node (the drafts case a second time, cut short): past a minute on a busy machine.
describe('npm run content:check', { timeout: 120_000 }, () => {
  const clean = cleanFixtures();
  afterAll(() => fs.rmSync(clean, { recursive: true, force: true }));

  it('lists every module the shipped fixtures would drop, with the zod path, and exits 1', async () => {
    const { code, stdout } = await contentCheck('fixtures');
    expect(code).toBe(1);
    for (const locale of ['ZH_CN', 'EN_US']) {
      expect(stdout).toContain(`${locale} /product/enterprise-cloud: rich-text#m-1101-2 "hostile: invalid JSON" dropped, invalid-json`);
      expect(stdout).toContain(`${locale} /product/enterprise-cloud: feature-cards#m-1101-4 "hostile: schema failure (empty cards)" dropped, schema: cards:`);
      expect(stdout).toContain(`${locale} /product/enterprise-cloud: legacy-carousel#m-1101-6 "hostile: unknown module type" dropped, unknown-type`);
      expect(stdout).toContain(
        `${locale} /product/enterprise-cloud: call-to-action#m-1101-8 "hostile: visible false" hidden on purpose (visible: false), not a problem`,
      );
    }
    expect(stdout.match(/ dropped, /g)).toHaveLength(6);
  });

  it('exits 0 for a content source where every module renders, a module hidden on purpose included', async () => {
    const { code, stdout } = await contentCheck(clean);
    expect(stdout).toMatch(/all \d+ pages render every module; 2 modules hidden on purpose/);
    expect(code).toBe(0);
  });

  it('checks the drafts with a preview token, and says so when the token is refused', async () => {
    const drafts = await contentCheck(clean, '--preview-token', 'dev-preview-token');
    expect(drafts.stdout).toMatch(/all \d+ pages render every module/);
    expect(drafts.code).toBe(0);
    const refused = await contentCheck(clean, '--preview-token', 'not-a-token');
    expect(refused.stdout).toMatch(/ZH_CN menus: could not be read \(/);
    expect(refused.code).toBe(1);
  });

  it('prints its usage for --help, and for a wrong argument with what was wrong (exit 2)', async () => {
    const help = await contentCheck('--help');
    expect(help.stdout).toContain('Usage: npm run content:check');
    expect(help.code).toBe(0);
    for (const wrong of [['--wat'], ['no-such-folder-here'], ['fixtures', 'extra'], ['--preview-token']]) {
      const answer = await contentCheck(...wrong);
      expect(answer.stderr, wrong.join(' ')).toMatch(/^content:check: .+\n\nUsage: npm run content:check/);
      expect(answer.stderr).not.toContain('failed to answer');
      expect(answer.code, wrong.join(' ')).toBe(2);
    }
  });
});
