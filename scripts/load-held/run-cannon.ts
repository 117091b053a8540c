import { spawn } from 'node:child_process';
import path from 'node:path';
import { cannonResultSchema, type CannonResult } from './cannon-result';

/** Runs an autocannon script in its own Node process (its event loop apart from the measurer's) and reads its one JSON line. */
export function runCannonScript(script: string, args: readonly (string | number)[]): Promise<CannonResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args.map(String)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = output.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || line === '') return reject(new Error(`${script} exited with ${code}`));
      resolve(cannonResultSchema.parse(JSON.parse(line)));
    });
  });
}

/** The page-mix load of cannon.ts. */
export const runCannon = (port: number, connections: number, seconds: number): Promise<CannonResult> =>
  runCannonScript(path.join('scripts', 'load-held', 'cannon.ts'), [port, connections, seconds]);
