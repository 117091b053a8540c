/**
 * Client addresses with an export waiting for a worker or running: one each, so parallel exports from one
 * address cannot take the whole budget from everyone else (docs/security.md). An entry lives as long as
 * its request, so the set is bounded by the requests the server has open.
 */
const inFlight = new Set<string>();

/** Takes the address's one place; false when its previous export has not ended yet. */
export function startExport(address: string): boolean {
  if (inFlight.has(address)) return false;
  inFlight.add(address);
  return true;
}

export function endExport(address: string): void {
  inFlight.delete(address);
}
