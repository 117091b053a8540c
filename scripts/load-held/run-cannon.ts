import { spawn } from 'node:child_process';
import path from 'node:path';
import { cannonResultSchema, type CannonResult } from './cannon-result';

/** Runs cannon.ts in its own Node process and reads its one JSON line. */
export function runCannon(port: number, connections: number, seconds: number): Promise<CannonResult> {
  const script = path.join('scripts', 'load-held', 'cannon.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, String(port), String(connections), String(seconds)], {
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
      if (code !== 0 || line === '') return reject(new Error(`autocannon exited with ${code}`));
      resolve(cannonResultSchema.parse(JSON.parse(line)));
    });
  });
}
