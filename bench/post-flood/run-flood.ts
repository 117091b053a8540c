import path from 'node:path';
import type { CannonResult } from '../../scripts/load-held/cannon-result';
import { runCannonScript } from '../../scripts/load-held/run-cannon';

/** One route's flood (flood-cannon.ts) in its own Node process. */
export const runFlood = (port: number, route: string, connections: number, seconds: number): Promise<CannonResult> =>
  runCannonScript(path.join('bench', 'post-flood', 'flood-cannon.ts'), [port, route, connections, seconds]);
