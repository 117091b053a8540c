import { execFileSync } from 'node:child_process';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';

export type Preset = 'mobile' | 'desktop';
export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits below a full score in the three categories held to 100, for the reader of a miss. */
  failedAudits: string[];
};

const CHROMIUM = '/usr/bin/chromium';
// The machine's network is closed: without these Chromium keeps trying to reach Google's services.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export const score = (result: Result, id: string) => Math.round((result.categories[id]?.score ?? 0) * 100);
export const numeric = (result: Result, id: string) => result.audits[id]?.numericValue ?? Number.NaN;

/** The first finding of an audit's table in a few words (the issue type, message or link text). */
function firstFinding(audit: Result['audits'][string] | undefined): string {
  const details = audit?.details;
  if (!details || details.type !== 'table') return '';
  const item = details.items[0];
  const text = item && [item.issueType, item.description, item.text].find((value) => typeof value === 'string');
  return typeof text === 'string' ? ` (${text.slice(0, 60)})` : '';
}

export function failedAudits(result: Result): string[] {
  return ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (result.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (result.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id}${firstFinding(result.audits[ref.id])}`),
  );
}

export function figuresOf(result: Result): LighthouseFigures {
  return {
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    bestPractices: score(result, 'best-practices'),
    seo: score(result, 'seo'),
    lcpMs: Math.round(numeric(result, 'largest-contentful-paint')),
    tbtMs: Math.round(numeric(result, 'total-blocking-time')),
    cls: Math.round(numeric(result, 'cumulative-layout-shift') * 1000) / 1000,
    failedAudits: failedAudits(result),
  };
}

/** Debian's Chromium and a CJK font, so Chinese pages are measured with the font every Chinese phone has. */
export function ensureBrowser(): void {
  execFileSync('sh', [path.join('scripts', 'ensure-chromium.sh')], { stdio: 'inherit' });
}

export type LighthouseRunner = { run: (url: string, preset: Preset) => Promise<Result>; close: () => Promise<void> };

/** One headless Debian Chromium for every run; each run starts from cleared storage (Lighthouse's default). */
export async function startLighthouse(): Promise<LighthouseRunner> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  // An interrupted bench (bench/processes.ts exits on SIGINT and SIGTERM) must not leave Chromium running.
  const killOnExit = () => void chrome.kill();
  process.once('exit', killOnExit);
  const run = async (url: string, preset: Preset): Promise<Result> => {
    const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
    const answer = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }, config);
    if (!answer) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (answer.lhr.runtimeError) throw new Error(`Lighthouse ${url}: ${answer.lhr.runtimeError.message}`);
    return answer.lhr;
  };
  return {
    run,
    close: async () => {
      process.removeListener('exit', killOnExit);
      chrome.kill();
    },
  };
}
