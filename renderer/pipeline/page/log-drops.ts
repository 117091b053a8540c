import { dropLabel, type DropEntry } from '../parse/drop-report';

/** One server log line per page render that dropped modules; visitors never see the report. */
export function logDrops(where: string, dropped: readonly DropEntry[]): void {
  if (dropped.length === 0) return;
  const list = dropped.map((drop) => `${dropLabel(drop)} ${drop.reason} (${drop.detail})`).join('; ');
  console.warn(`[drop] ${where}: ${dropped.length} module(s) dropped: ${list}`);
}
