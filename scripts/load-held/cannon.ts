import autocannon from 'autocannon';
import { cannonResultSchema } from './cannon-result';
import { pageMix } from './page-mix';

/**
 * `node --import tsx scripts/load-held/cannon.ts <port> <connections> <seconds>`: autocannon across the
 * page mix, in a process of its own so its event loop does not slow the form submitters; prints one JSON line.
 */
const [port, connections, seconds] = process.argv.slice(2).map(Number);
if (!port || !connections || !seconds) throw new Error('usage: cannon.ts <port> <connections> <seconds>');

const result = await autocannon({ url: `http://127.0.0.1:${port}`, connections, duration: seconds, timeout: 30, requests: pageMix(port) });
process.stdout.write(`${JSON.stringify(cannonResultSchema.parse(result))}\n`);
