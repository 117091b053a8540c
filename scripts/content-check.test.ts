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

/** The draft page that holds the fixtures' deliberately broken modules, in both locales. */
const TEST_PAGE = '/product/drop-report-test';

/** A copy of the fixtures without the drop-report test page (and its draft menu node): drafts where every module renders. */
function draftsWithoutTestPage(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fixtures-'));
  fs.cpSync(path.join(root, 'fixtures'), dir, { recursive: true });
  for (const locale of ['ZH_CN', 'EN_US']) fs.rmSync(path.join(dir, locale, 'details', `${TEST_PAGE}.json`));
  const menus = path.join(dir, 'draft-menus.json');
  const drafts = JSON.parse(fs.readFileSync(menus, 'utf8')) as { item: { path: string } }[];
  fs.writeFileSync(menus, JSON.stringify(drafts.filter((draft) => draft.item.path !== TEST_PAGE)));
  return dir;
}

// Each case renders every page of both languages in a child Node (the drafts case a second time, cut short): past a minute on a busy machine.
describe('npm run content:check', { timeout: 120_000 }, () => {
  const clean = draftsWithoutTestPage();
  afterAll(() => fs.rmSync(clean, { recursive: true, force: true }));

  it('exits 0 for the shipped fixtures: every published module renders', async () => {
    const { code, stdout } = await contentCheck('fixtures');
    expect(stdout).toMatch(/^all \d+ pages render every module$/m);
    expect(code).toBe(0);
  });

  it("lists every module the drafts would drop with the zod path, the test page's four, and exits 1", async () => {
    const { code, stdout } = await contentCheck('fixtures', '--preview-token', 'dev-preview-token');
    expect(code).toBe(1);
    for (const locale of ['ZH_CN', 'EN_US']) {
      expect(stdout).toContain(`${locale} ${TEST_PAGE}: rich-text#m-1902-2 "hostile: invalid JSON" dropped, invalid-json`);
      expect(stdout).toContain(`${locale} ${TEST_PAGE}: feature-cards#m-1902-4 "hostile: schema failure (empty cards)" dropped, schema: cards:`);
      expect(stdout).toContain(`${locale} ${TEST_PAGE}: legacy-carousel#m-1902-5 "hostile: unknown module type" dropped, unknown-type`);
      expect(stdout).toContain(`${locale} ${TEST_PAGE}: call-to-action#m-1902-6 "hostile: visible false" hidden on purpose (visible: false), not a problem`);
    }
    expect(stdout.match(/ dropped, /g)).toHaveLength(6);
  });

  it('exits 0 for drafts where every module renders, and says so when the token is refused', async () => {
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
