import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const APP = __dirname;

/** The files whose segment config Next reads: pages, layouts and route handlers. */
const segmentFiles = fs
  .readdirSync(APP, { recursive: true, encoding: 'utf8' })
  .filter((file) => /(^|\/)(page|layout|route)\.tsx?$/.test(file.split(path.sep).join('/')));

describe("a page's lifetime", () => {
  // Next reads `revalidate` there as a literal and takes the shorter of it and the data cache's: a literal would cap
  // every page at its value whatever REVALIDATE_SECONDS says (renderer/data/content/portal-call.ts hands that to the data cache).
  it('is not fixed by any route segment', () => {
    expect(segmentFiles.length).toBeGreaterThan(20);
    const fixing = segmentFiles.filter((file) => /export\s+(const|let|var)\s+revalidate\b/.test(fs.readFileSync(path.join(APP, file), 'utf8')));
    expect(fixing).toEqual([]);
  });
});
