import { spawn } from 'node:child_process';
import path from 'node:path';
import { z } from 'zod';

const partSchema = z.object({ count: z.number(), statuses: z.record(z.string(), z.number()) });
const attackReportSchema = z.object({
  slowHeaders: partSchema.extend({ longestCutMs: z.number() }),
  slowBodies: partSchema,
  flood: partSchema,
});
/** What each part of the attack saw: first status lines of its answers (`closed`: nginx closed without one, `stopped`: the attack did). */
export type AttackReport = z.infer<typeof attackReportSchema>;

/** Runs attack.ts for `seconds` in its own Node process and reads its one JSON line. */
export function runAttack(seconds: number): Promise<AttackReport> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('tests', 'cluster', 'support', 'attack.ts'), String(seconds)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = output.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || line === '') return reject(new Error(`the attack exited with ${code}`));
      resolve(attackReportSchema.parse(JSON.parse(line)));
    });
  });
}
