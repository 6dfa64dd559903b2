import lighthouse from 'lighthouse';
import { measureDemoPages } from './demo-pages';
import { percentile } from './match-day';

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
export function lighthouseScores(port: number): Promise<PageScore[]> {
  return measureDemoPages(
    port,
    async (_browser, url) => {
      const runs: Omit<PageScore, 'page'>[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(url, {
          port: DEBUGGING_PORT,
          onlyCategories: ['performance'],
          logLevel: 'error',
          output: 'json',
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
        const { categories, audits } = result.lhr;
        const value = (audit: string) => audits[audit]?.numericValue ?? Number.NaN;
        runs.push({
          performance: Math.round((categories.performance?.score ?? 0) * 100),
          totalBlockingMs: value('total-blocking-time'),
          layoutShift: value('cumulative-layout-shift'),
          largestPaintMs: value('largest-contentful-paint'),
        });
      }
      return {
        performance: median(runs.map((r) => r.performance)),
        totalBlockingMs: median(runs.map((r) => r.totalBlockingMs)),
        layoutShift: median(runs.map((r) => r.layoutShift)),
        largestPaintMs: median(runs.map((r) => r.largestPaintMs)),
      };
    },
    [`--remote-debugging-port=${DEBUGGING_PORT}`],
  );
}
