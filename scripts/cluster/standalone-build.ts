import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { keepingProjectTypeFiles } from '../load-held/keep-type-files';
import { DEPLOYMENT_ID, DIST_DIR, instanceDir, REDIS_URL, type InstanceName } from './layout';

/** `next build` of the standalone output into DIST_DIR, as deploy/ describes it (REDIS_URL and the deployment id set). */
export function buildStandalone(): Promise<void> {
  return keepingProjectTypeFiles(
    DIST_DIR,
    () =>
      new Promise((resolve, reject) => {
        const env = { ...process.env, NEXT_DIST_DIR: DIST_DIR, NEXT_OUTPUT: 'standalone', REDIS_URL, NEXT_DEPLOYMENT_ID: DEPLOYMENT_ID };
        const child = spawn('npx', ['next', 'build'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
        child.once('error', reject);
        child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`next build exited with ${code}`))));
      }),
  );
}

/**
 * A private copy of the standalone server for one instance, completed as deploy/ says: the hashed
 * files and public/ beside server.js (the standalone output leaves both to the deployment).
 */
export function copyStandalone(name: InstanceName): void {
  const standalone = path.join(DIST_DIR, 'standalone');
  if (!fs.existsSync(path.join(standalone, 'server.js'))) throw new Error(`no standalone build in ${standalone}`);
  const target = instanceDir(name);
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(standalone, target, { recursive: true, verbatimSymlinks: true });
  fs.cpSync(path.join(DIST_DIR, 'static'), path.join(target, DIST_DIR, 'static'), { recursive: true });
  fs.cpSync('public', path.join(target, 'public'), { recursive: true });
}
