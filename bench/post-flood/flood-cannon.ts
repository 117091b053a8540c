import autocannon from 'autocannon';
import { cannonResultSchema } from '../../scripts/load-held/cannon-result';
import { floods } from './bodies';

/**
 * `node --import tsx bench/post-flood/flood-cannon.ts <port> <route> <connections> <seconds>`: one route's
 * largest body posted back to back, in a process of its own; prints one JSON line.
 */
const [portText, route, connections, seconds] = process.argv.slice(2);
const port = Number(portText);
const flood = floods(`http://localhost:${port}`).find((candidate) => candidate.route === route);
if (!flood) throw new Error(`no flood for ${route}`);

const result = await autocannon({
  url: `http://127.0.0.1:${port}`,
  connections: Number(connections),
  duration: Number(seconds),
  timeout: 30,
  requests: [{ method: 'POST', path: flood.path, headers: { ...flood.headers, host: `localhost:${port}` }, body: flood.body }],
});
process.stdout.write(`${JSON.stringify(cannonResultSchema.parse(result))}\n`);
