// npm run bench: measures against the budgets of DESIGN §6, prints one table and writes BENCHMARKS.md.
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { landingRouteSize } from './bundle-size';
import { embeddedStartTimes } from './server-start';
import { trackerTapLatency } from './tracker-tap';

interface Row {
  what: string;
  measured: string;
  budget: string;
  pass: boolean | null;
}

const rows: Row[] = [];

const size = landingRouteSize();
rows.push({
  what: 'JS for the landing route, gzipped',
  measured: `${size.jsKb.toFixed(1)} KB`,
  budget: '≤ 150 KB',
  pass: size.jsKb <= 150,
});
rows.push({
  what: 'CSS for the landing route, gzipped',
  measured: `${size.cssKb.toFixed(1)} KB`,
  budget: '—',
  pass: null,
});

const start = await embeddedStartTimes(Number(process.env.BENCH_PORT ?? 4390));
rows.push({
  what: 'Server start, embedded database, existing data (median of 3)',
  measured: `${start.existing.seconds.toFixed(2)} s, RSS ${start.existing.rssMb.toFixed(0)} MB`,
  budget: '≤ 3 s',
  pass: start.existing.seconds <= 3,
});
rows.push({
  what: 'Server start, embedded database, first start (creates it)',
  measured: `${start.fresh.seconds.toFixed(2)} s, RSS ${start.fresh.rssMb.toFixed(0)} MB`,
  budget: '—',
  pass: null,
});

const tap = await trackerTapLatency(Number(process.env.BENCH_PORT ?? 4390) + 1);
rows.push({
  what: `Record an event: tap → committed to IndexedDB and on screen (Chromium, phone profile, p95 of ${tap.taps})`,
  measured: `${tap.p95Ms.toFixed(1)} ms (p50 ${tap.p50Ms.toFixed(1)} ms)`,
  budget: '≤ 50 ms p95',
  pass: tap.p95Ms <= 50,
});

const verdict = (pass: boolean | null) => (pass === null ? 'reported' : pass ? 'pass' : 'FAIL');
const machine = `${cpus().length} cores (${cpus()[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const table = [
  '| what | measured | budget | result |',
  '| --- | --- | --- | --- |',
  ...rows.map((row) => `| ${row.what} | ${row.measured} | ${row.budget} | ${verdict(row.pass)} |`),
].join('\n');

console.log(`\n${table}\n\nMachine: ${machine}`);
writeFileSync(
  'BENCHMARKS.md',
  `# Benchmarks\n\nMeasured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}.\nMachine: ${machine}.\nBudgets: DESIGN §6.\n\n${table}\n`,
);
process.exit(rows.some((row) => row.pass === false) ? 1 : 0);
