import { spawn } from 'node:child_process';
import path from 'node:path';
import { cannonResultSchema, type CannonResult } from '../../scripts/load-held/cannon-result';

/** Runs flood-cannon.ts in its own Node process and reads its one JSON line. */
export function runFlood(port: number, route: string, connections: number, seconds: number): Promise<CannonResult> {
  const script = path.join('bench', 'post-flood', 'flood-cannon.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, String(port), route, String(connections), String(seconds)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = output.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || line === '') return reject(new Error(`the flood of ${route} exited with ${code}`));
      resolve(cannonResultSchema.parse(JSON.parse(line)));
    });
  });
}
