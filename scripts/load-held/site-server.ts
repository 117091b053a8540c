import { spawn } from 'node:child_process';
import { send } from './http-send';
import { keepingProjectTypeFiles } from './keep-type-files';

/** The load test's own build folder: `.next` belongs to the end-to-end tests. */
export const DIST_DIR = '.next-load';

/** `next build` into DIST_DIR, output kept out of the report, the project's type files left as they were. */
export function buildSite(): Promise<void> {
  return keepingProjectTypeFiles(
    DIST_DIR,
    () =>
      new Promise((resolve, reject) => {
        const child = spawn('npx', ['next', 'build'], { env: { ...process.env, NEXT_DIST_DIR: DIST_DIR }, stdio: ['ignore', 'ignore', 'inherit'] });
        child.once('error', reject);
        child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`next build exited with ${code}`))));
      }),
  );
}

export type SiteServer = { port: number; pid: number; stop(): Promise<void> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `next start` on DIST_DIR and `port`, on the embedded CMS with a SQLite file of its own and the
 * captcha test hook open; resolves once it serves a file. Its own process group, so `stop` ends all of it.
 */
export async function startSite(port: number, databasePath: string): Promise<SiteServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_DIST_DIR: DIST_DIR,
    CMS_DATABASE_PATH: databasePath,
    CMS_CAPTCHA_TEST_HOOK: '1',
    // The submitters solve each lead's proof of work on this machine too: a cheap one keeps the CPU for the site.
    CMS_PROOF_OF_WORK_COST: '100',
    SITE_URL_PORT: String(port),
  };
  delete env.PORTAL_API_URL;
  const child = spawn('npx', ['next', 'start', '-p', String(port)], { env, detached: true, stdio: ['ignore', 'ignore', 'inherit'] });
  const pid = child.pid;
  if (pid === undefined) throw new Error('next start did not start');
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exit.then(() => {
    exited = true;
  });

  const stop = async () => {
    if (exited) return;
    process.kill(-pid, 'SIGTERM');
    await Promise.race([exit, sleep(5_000)]);
    if (!exited) process.kill(-pid, 'SIGKILL');
    await exit;
  };

  for (const until = Date.now() + 60_000; Date.now() < until; await sleep(250)) {
    if (exited) throw new Error('next start exited before it answered');
    const answer = await send({ port, host: `localhost:${port}`, path: '/images/logo.svg' }).catch(() => undefined);
    if (answer?.status === 200) return { port, pid, stop };
  }
  await stop();
  throw new Error('next start did not answer within 60 s');
}
