import fs from 'node:fs';

/** The inode of the socket listening on `port` (IPv4 or IPv6), from the kernel's socket tables. */
function listeningInode(port: number): string | undefined {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is ADDR:PORT in hex; state 0A is LISTEN; field 9 is the inode.
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A' && fields[9] && fields[9] !== '0') return fields[9];
    }
  }
  return undefined;
}

/** The process that listens on `port` on this machine (Linux, same user or root): the owner of that socket. */
export function pidListeningOn(port: number): number {
  const inode = listeningInode(port);
  if (inode === undefined) throw new Error(`nothing listens on port ${port}`);
  const target = `socket:[${inode}]`;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let descriptors: string[];
    try {
      descriptors = fs.readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue;
    }
    for (const fd of descriptors) {
      try {
        if (fs.readlinkSync(`/proc/${entry}/fd/${fd}`) === target) return Number(entry);
      } catch {
        // The descriptor closed while we looked.
      }
    }
  }
  throw new Error(`no readable process owns the socket on port ${port}`);
}

/** Resident set size of `pid` in bytes (VmRSS of /proc/PID/status). */
export function rssBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match?.[1]) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}
