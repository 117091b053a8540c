import { describe, expect, it } from 'vitest';
import { floorRow } from './phone-floors';
import type { PhoneRunFigures } from './phone-run-figures';

/** A run with only the figures the floors read; the rest as an unremarkable run has them. */
const run = (mainThreadMs: number, lcpMs: number, idleBeforeFirstPaintMs = 0): PhoneRunFigures => ({
  performance: 90,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 800,
  lcpMs,
  observedFcpMs: 200,
  idleBeforeFirstPaintMs,
  lcp: { element: 'p', phases: {} },
  tbtMs: 100,
  mainThreadMs,
  cls: 0,
  requests: 6,
  breakdown: {},
  longTasks: [],
  scripts: [],
  failedAudits: [],
});

describe('floorRow', () => {
  it("separates the framework's start and our markup's cost, and says how low our page could go", () => {
    const row = floorRow(
      { name: 'product', path: '/product/x', locale: 'ZH_CN' },
      {
        bare: [run(1200, 1000), run(1300, 1100), run(1100, 900)],
        bareWithoutScripts: [run(400, 900), run(380, 950), run(420, 1000)],
        ours: [run(2500, 3300, 480), run(2300, 3200, 490), run(2400, 1900)],
        oursWithoutScripts: [run(1000, 1900, 470), run(1100, 2000), run(1050, 1950)],
      },
    );
    expect(row.mainThreadMs).toEqual({ bare: 1200, bareWithoutScripts: 400, ours: 2400, oursWithoutScripts: 1050 });
    expect(row.frameworkMs).toBe(800);
    expect(row.oursRatio).toBe(2);
    expect(row.floorRatio).toBe(0.88);
    // 1,050 ms of markup and styles plus the 800 ms the framework takes to start, against the bare page's 1,200
    expect(row.lowestReachableRatio).toBe(1.54);
    expect(row.held).toEqual({ bare: 0, bareWithoutScripts: 0, ours: 2, oursWithoutScripts: 1 });
    expect(row.lcpMs.oursWithoutScripts).toBe(1950);
  });
});
