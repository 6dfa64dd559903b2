import type { BrowserContext } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/**
 * How many times slower this machine's CPU must run to be a mid-tier phone, as Lighthouse's CPU
 * throttling calculator (lighthouse-cpu-throttling-calculator.vercel.app) draws it: a machine of
 * BenchmarkIndex 150 is that phone, one of 800 twice as fast, 1300 three times, and each 233 above
 * one time more (1533, four times, is the desktop its mobile preset's 4× assumes).
 */
export function midTierSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/**
 * Lighthouse's BenchmarkIndex of this machine's Chromium, unthrottled: the best of three, since work
 * running beside the bench can only lower it, and a lower index would make the "phone" faster.
 */
export async function benchmarkIndex(context: BrowserContext): Promise<number> {
  const page = await context.newPage();
  try {
    const measure = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
    const runs: number[] = [];
    for (let i = 0; i < 3; i++) runs.push(Number(await page.evaluate(measure)));
    return Math.max(...runs);
  } finally {
    await page.close();
  }
}
