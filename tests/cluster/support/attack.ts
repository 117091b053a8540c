import { requestFlood, slowBodies, slowHeaders, stopAttack, type Seen } from './attacker';
import type { AttackReport } from './attack-report';

/**
 * `node --import tsx tests/cluster/support/attack.ts <seconds>`: one machine's attack on nginx from 127.0.0.2,
 * in a process of its own so its thousands of sockets do not slow the visitor's requests; prints one JSON line.
 */
const SLOW_HEADERS = 4_000;
const SLOW_BODIES = 300;
const FLOOD = 200;

const seconds = Number(process.argv[2]);
if (!seconds) throw new Error('usage: attack.ts <seconds>');
const until = Date.now() + seconds * 1000;
const headers = slowHeaders(SLOW_HEADERS, until);
const bodies = slowBodies(SLOW_BODIES);
const flood = requestFlood(FLOOD, until);
await flood.done;
stopAttack();
await Promise.all([headers.done, bodies.done]);

const statuses = (seen: Seen) => Object.fromEntries(seen.statuses);
const report: AttackReport = {
  slowHeaders: { count: SLOW_HEADERS, statuses: statuses(headers.seen), longestCutMs: Math.round(Math.max(0, ...headers.seen.lifetimesMs)) },
  slowBodies: { count: SLOW_BODIES, statuses: statuses(bodies.seen) },
  flood: { count: FLOOD, statuses: statuses(flood.seen) },
};
process.stdout.write(`${JSON.stringify(report)}\n`);
