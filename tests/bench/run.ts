// npm run bench: measures against the budgets of DESIGN §6, prints one table and writes BENCHMARKS.md.
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { landingRouteSize, routeSizes } from './bundle-size';
import { offlineColdStart } from './cold-start';
import { liveLoad } from './live-load';
import { publicReadLoad } from './read-load';
import { secondPhoneOpen } from './second-phone';
import { embeddedStartTimes, postgresStartTimes } from './server-start';
import { standingsTime } from './standings-time';
import { type TrackerReplaySample, trackerReplay } from './tracker-replay';
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
  budget: '≤ 110 KB',
  pass: size.jsKb <= 110,
});
rows.push({
  what: 'CSS for the landing route, gzipped',
  measured: `${size.cssKb.toFixed(1)} KB`,
  budget: '≤ 12 KB',
  pass: size.cssKb <= 12,
});

for (const route of routeSizes()) {
  rows.push({
    what: `JS a screen adds when opened: ${route.page}, gzipped`,
    measured: `${route.jsKb.toFixed(1)} KB`,
    budget: '—',
    pass: null,
  });
}

const cold = await offlineColdStart(Number(process.env.BENCH_PORT ?? 4390) + 3);
rows.push({
  what: 'Offline cold start, service worker, Chromium 4× CPU throttle: to the landing heading (median of 5)',
  measured: `${(cold.headingMs / 1000).toFixed(2)} s (first contentful paint ${(cold.firstPaintMs / 1000).toFixed(2)} s)`,
  budget: '≤ 1.0 s',
  pass: cold.headingMs <= 1000,
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

const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pgStart = await postgresStartTimes(Number(process.env.BENCH_PORT ?? 4390), postgresUrl).catch(() => null);
rows.push({
  what: 'Server start, PostgreSQL, existing schema (median of 3)',
  measured: pgStart
    ? `${pgStart.existing.seconds.toFixed(2)} s, RSS ${pgStart.existing.rssMb.toFixed(0)} MB`
    : `not measured: no PostgreSQL at ${postgresUrl}`,
  budget: '—',
  pass: null,
});
rows.push({
  what: 'Server start, PostgreSQL, first start (migrates it)',
  measured: pgStart
    ? `${pgStart.fresh.seconds.toFixed(2)} s, RSS ${pgStart.fresh.rssMb.toFixed(0)} MB`
    : 'not measured',
  budget: '—',
  pass: null,
});

for (const rounds of [1, 10]) {
  const time = standingsTime(20, rounds);
  rows.push({
    what: `Standings of 20 teams and ${time.fixtures} finished fixtures (median of 21)`,
    measured: `${time.ms.toFixed(2)} ms`,
    budget: '—',
    pass: null,
  });
}

const load = await publicReadLoad(Number(process.env.BENCH_PORT ?? 4390) + 1);
rows.push({
  what: 'GET /api/health at 100 connections (the yardstick)',
  measured: `${load.health.requestsPerSecond.toFixed(0)} req/s, p50 ${load.health.p50Ms} ms, p99 ${load.health.p99Ms} ms`,
  budget: '—',
  pass: null,
});
for (const read of load.reads) {
  const ratio = read.requestsPerSecond / load.health.requestsPerSecond;
  rows.push({
    what: `GET ${read.path.replace(/[0-9a-f-]{36}/, '{id}')} at 100 connections`,
    measured: `${read.requestsPerSecond.toFixed(0)} req/s (${(ratio * 100).toFixed(0)} % of health), p50 ${read.p50Ms} ms, p99 ${read.p99Ms} ms, ${read.errors} errors`,
    budget: '≥ 50 % of health, p99 ≤ 50 ms',
    pass: ratio >= 0.5 && read.p99Ms <= 50 && read.errors === 0,
  });
}

const live = await liveLoad(Number(process.env.BENCH_PORT ?? 4390) + 2);
rows.push({
  what: `Live load, ${live.seconds} s: ${live.listeners} stream listeners, 50 reader connections, 10 scorers`,
  measured: `${live.events} events, ${live.lost} lost, ${live.duplicated} duplicated, ${live.writeErrors + live.readErrors} errors; write p99 ${live.writeP99Ms.toFixed(0)} ms, reads ${live.readsPerSecond.toFixed(0)} req/s p99 ${live.readP99Ms} ms`,
  budget: '0 errors, 0 lost, 0 duplicated',
  pass: live.lost === 0 && live.duplicated === 0 && live.writeErrors + live.readErrors === 0,
});

const replay = await trackerReplay(Number(process.env.BENCH_PORT ?? 4390) + 6);
const drained = (r: TrackerReplaySample) =>
  `${r.seconds.toFixed(2)} s, ${r.requests} requests, ${r.lost} lost, ${r.duplicated} duplicated`;
rows.push({
  what: 'Replay 500 queued events, Chromium with the tracker open, loopback (batched)',
  measured: `${drained(replay.loopback)}; one call at a time in the same run: ${drained(replay.loopbackOneAtATime)}`,
  budget: '≤ 1 s, 0 lost, 0 duplicated',
  pass: replay.loopback.seconds <= 1 && replay.loopback.lost === 0 && replay.loopback.duplicated === 0,
});
const perEvent = replay.slowOneAtATime.seconds / replay.slowOneAtATime.events;
rows.push({
  what: 'Replay 500 queued events, Chromium with the tracker open, 300 ms added round trip and 1 Mbit/s (batched)',
  measured: `${drained(replay.slow)}; one call at a time in the same run: ${replay.slowOneAtATime.events} events in ${replay.slowOneAtATime.seconds.toFixed(1)} s (${perEvent.toFixed(2)} s an event, ${replay.slowOneAtATime.lost} lost, ${replay.slowOneAtATime.duplicated} duplicated)`,
  budget: '≤ 5 s, 0 lost, 0 duplicated',
  pass: replay.slow.seconds <= 5 && replay.slow.lost === 0 && replay.slow.duplicated === 0,
});

// A tap that never shows is a failure of this row, not of the whole run: the rows after it still count.
const tap = await trackerTapLatency(Number(process.env.BENCH_PORT ?? 4390) + 4).catch((error: Error) => error);
rows.push(
  tap instanceof Error
    ? {
        what: 'Record an event: tap → committed to IndexedDB and on screen, 200 entries in the log, live follow running (Chromium, phone profile)',
        measured: `did not finish: ${tap.message.split('\n')[0]?.replaceAll('|', '/')}`,
        budget: '≤ 50 ms p95',
        pass: false,
      }
    : {
        what: `Record an event: tap → committed to IndexedDB and on screen, 200 entries in the log, live follow running (Chromium, phone profile, p95 of ${tap.taps})`,
        measured: `${tap.p95Ms.toFixed(1)} ms (p50 ${tap.p50Ms.toFixed(1)} ms)`,
        budget: '≤ 50 ms p95',
        pass: tap.p95Ms <= 50,
      },
);

const second = await secondPhoneOpen(Number(process.env.BENCH_PORT ?? 4390) + 5);
rows.push({
  what: `A second phone opens a ${second.entries}-entry match from the server and shows every entry (Chromium, phone profile, loopback)`,
  measured: `${(second.ms / 1000).toFixed(2)} s`,
  budget: '≤ 1 s',
  pass: second.ms <= 1000,
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
