import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { demoPages } from './demo-pages';
import { demoServer, percentile } from './match-day';

export interface PageScore {
  page: string;
  performance: number;
  totalBlockingMs: number;
  layoutShift: number;
  largestPaintMs: number;
}

const RUNS = 3;
const DEBUGGING_PORT = 9333;

const median = (values: number[]) => percentile(values, 50);

/**
 * Lighthouse's mobile preset (a mid-range phone on a slow 4G line, simulated) against the built app
 * with the demo: the landing page, the live tournament and its live match, each the median of three
 * cold loads.
 */
export async function lighthouseScores(port: number): Promise<PageScore[]> {
  const server = await demoServer(port);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
  });
  try {
    const pages = await demoPages(server);
    const scores: PageScore[] = [];
    for (const { page, path } of pages) {
      const runs: Omit<PageScore, 'page'>[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${server.url}${path}`, {
          port: DEBUGGING_PORT,
          onlyCategories: ['performance'],
          logLevel: 'error',
          output: 'json',
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        const { categories, audits } = result.lhr;
        const value = (audit: string) => audits[audit]?.numericValue ?? Number.NaN;
        runs.push({
          performance: Math.round((categories.performance?.score ?? 0) * 100),
          totalBlockingMs: value('total-blocking-time'),
          layoutShift: value('cumulative-layout-shift'),
          largestPaintMs: value('largest-contentful-paint'),
        });
      }
      scores.push({
        page,
        performance: median(runs.map((r) => r.performance)),
        totalBlockingMs: median(runs.map((r) => r.totalBlockingMs)),
        layoutShift: median(runs.map((r) => r.layoutShift)),
        largestPaintMs: median(runs.map((r) => r.largestPaintMs)),
      });
    }
    return scores;
  } finally {
    await browser.close();
    await server.stop();
  }
}
