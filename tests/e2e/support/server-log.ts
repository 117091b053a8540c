import fs from 'node:fs';
import path from 'node:path';
import { SERVER_LOG_DIR } from '../../../playwright.config';

/** Control sequences the server's coloured output carries, so tests match plain text. */
const ANSI = /\u001b\[[0-9;]*m/g;

/** The output of the site server on `port` (kept in SERVER_LOG_DIR by playwright.config.ts), read from a mark on. */
export function serverLog(port: number) {
  const file = path.join(SERVER_LOG_DIR, `${port}.log`);
  const size = () => (fs.existsSync(file) ? fs.statSync(file).size : 0);
  return {
    /** Where the log ends now. */
    mark: size,
    /** What the server wrote since `mark`, without colours. */
    since(mark: number): string {
      const length = size() - mark;
      if (length <= 0) return '';
      const buffer = Buffer.alloc(length);
      const fd = fs.openSync(file, 'r');
      try {
        fs.readSync(fd, buffer, 0, length, mark);
      } finally {
        fs.closeSync(fd);
      }
      return buffer.toString('utf8').replace(ANSI, '');
    },
  };
}
