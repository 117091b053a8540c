import type { Result } from 'lighthouse';
import { z } from 'zod';
import { idleBeforeMs } from './first-paint-hold';
import { figuresOf, numeric } from './lighthouse';

/** What one mobile Lighthouse run says about a page's main thread, beside its scores. */
export type PhoneRunFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  /** Lighthouse's own unthrottled load: when its first contentful frame was shown. */
  observedFcpMs: number;
  /** How long the main thread sat idle just before that frame: near the whole window, the browser held it. */
  idleBeforeFirstPaintMs: number;
  /** The element Lighthouse names as the largest paint, and the four phases its time splits into. */
  lcp: LcpFigures;
  tbtMs: number;
  /** `mainthread-work-breakdown`: all main-thread work, CPU slowdown applied as Lighthouse reports it. */
  mainThreadMs: number;
  cls: number;
  /** How many requests the page made until Lighthouse stopped watching (`network-requests`). */
  requests: number;
  /** Main-thread work per Lighthouse task group label (Script Evaluation, Style & Layout, ...). */
  breakdown: Record<string, number>;
  /** The longest tasks, longest first, each with the script Lighthouse attributes it to. */
  longTasks: { url: string; ms: number }[];
  /** `bootup-time`: per-script time, heaviest first. */
  scripts: { url: string; totalMs: number; scriptingMs: number; parseMs: number }[];
  failedAudits: string[];
};

export type LcpFigures = { element: string; phases: Record<string, number> };

const LONG_TASKS_KEPT = 5;
const SCRIPTS_KEPT = 5;

const breakdownItems = z.array(z.object({ groupLabel: z.string(), duration: z.number() }));
const longTaskItems = z.array(z.object({ url: z.string(), duration: z.number() }));
const requestItems = z.array(z.object({ url: z.string() }));
const lcpNodeItems = z.array(z.object({ node: z.object({ selector: z.string().optional(), snippet: z.string().optional() }) }));
const lcpPhaseItems = z.array(z.object({ phase: z.string(), timing: z.number() }));
const taskItems = z.array(z.object({ startTime: z.number(), duration: z.number() }));
const observedTimings = z.object({ observedFirstContentfulPaint: z.number() });
const bootupItems = z.array(z.object({ url: z.string(), total: z.number(), scripting: z.number(), scriptParseCompile: z.number() }));

/** An audit's table rows in the shape given, or none when the audit has no table (it did not run). */
function tableItems<T>(result: Result, id: string, shape: z.ZodType<T[]>): T[] {
  const details = result.audits[id]?.details;
  if (!details || details.type !== 'table') return [];
  const parsed = shape.safeParse(details.items);
  if (!parsed.success) throw new Error(`Lighthouse audit ${id}: unexpected rows: ${parsed.error.message}`);
  return parsed.data;
}

/** Page paths and bench ports say nothing a reader needs: `/_next/static/chunks/0a1b.js`. */
const shortUrl = (url: string): string => {
  if (!URL.canParse(url)) return url;
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** `largest-contentful-paint-element`: a list of two tables, the element, then TTFB, load delay, load time and render delay. */
function lcpFigures(result: Result): LcpFigures {
  const details = result.audits['largest-contentful-paint-element']?.details;
  const tables = details?.type === 'list' ? details.items : [];
  const [elementTable, phaseTable] = tables.map((table) => (table.type === 'table' ? table.items : []));
  const node = lcpNodeItems.safeParse(elementTable ?? []).data?.[0]?.node;
  const phases = lcpPhaseItems.safeParse(phaseTable ?? []).data ?? [];
  return {
    element: node ? `${node.selector ?? ''} ${(node.snippet ?? '').slice(0, 80)}`.trim() : 'none',
    phases: Object.fromEntries(phases.map((item) => [item.phase, Math.round(item.timing)])),
  };
}

/** `metrics` is debug data whose first item holds the observed (unthrottled) timings beside the simulated ones. */
function observedFcpMs(result: Result): number {
  const details = result.audits.metrics?.details;
  const first: unknown = details && 'items' in details ? details.items[0] : undefined;
  return Math.round(observedTimings.safeParse(first).data?.observedFirstContentfulPaint ?? Number.NaN);
}

export function phoneRunFigures(result: Result): PhoneRunFigures {
  const observedFcp = observedFcpMs(result);
  const breakdown: Record<string, number> = {};
  for (const item of tableItems(result, 'mainthread-work-breakdown', breakdownItems)) breakdown[item.groupLabel] = Math.round(item.duration);
  return {
    ...figuresOf(result),
    fcpMs: Math.round(numeric(result, 'first-contentful-paint')),
    lcp: lcpFigures(result),
    observedFcpMs: observedFcp,
    idleBeforeFirstPaintMs: idleBeforeMs(tableItems(result, 'main-thread-tasks', taskItems), observedFcp),
    mainThreadMs: Math.round(numeric(result, 'mainthread-work-breakdown')),
    requests: tableItems(result, 'network-requests', requestItems).length,
    breakdown,
    longTasks: tableItems(result, 'long-tasks', longTaskItems)
      .sort((a, b) => b.duration - a.duration)
      .slice(0, LONG_TASKS_KEPT)
      .map((task) => ({ url: shortUrl(task.url), ms: Math.round(task.duration) })),
    scripts: tableItems(result, 'bootup-time', bootupItems)
      .sort((a, b) => b.total - a.total)
      .slice(0, SCRIPTS_KEPT)
      .map((script) => ({
        url: shortUrl(script.url),
        totalMs: Math.round(script.total),
        scriptingMs: Math.round(script.scripting),
        parseMs: Math.round(script.scriptParseCompile),
      })),
  };
}
