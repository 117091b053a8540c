import os from 'node:os';

export type Machine = { os: string; cpus: number; cpuModel: string; memoryGiB: number; node: string; loadAverage: number[] };

/** What the figures were measured on; the load average shows how busy the shared machine was. */
export function machine(): Machine {
  const cpus = os.cpus();
  return {
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
  };
}
