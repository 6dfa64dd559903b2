import { readFileSync } from 'node:fs';
import { Agent, get, type IncomingMessage } from 'node:http';
import { DEMO_ORGANISER, demoServer, entryWrite, leagueScorers, percentile, type Scorer, sendBatch } from './match-day';

const SPECTATORS = Number(process.env.BENCH_SPECTATORS ?? 2000);
const WRITES = Number(process.env.BENCH_SPECTATOR_WRITES ?? 30);
/** Streams opened at once while the crowd arrives. */
const OPENING_AT_ONCE = 100;
/** A change that has not reached a spectator by then counts as lost. */
const ARRIVAL_TIMEOUT_MS = 10_000;
/** The quiet between one write's last arrival and the next write. */
const PAUSE_MS = 200;

/** Each spectator holds a socket here and one in the server: both processes need the file descriptors. */
function checkOpenFileLimit() {
  const limit = Number(readFileSync('/proc/self/limits', 'utf8').match(/Max open files\s+(\d+)/)?.[1] ?? Number.NaN);
  if (limit < SPECTATORS + 500)
    throw new Error(`${SPECTATORS} spectators need more open files than ${limit}: raise \`ulimit -n\` first`);
}

/** One spectator's stream of the fixture: when each change frame arrived (performance.now()). */
interface Spectator {
  arrivals: number[];
  response: IncomingMessage;
}

function openStream(url: string, agent: Agent, onChange: () => void): Promise<Spectator> {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent, headers: { accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`stream answered ${response.statusCode}`));
        return;
      }
      const spectator: Spectator = { arrivals: [], response };
      let buffer = '';
      let ready = false;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        const arrived = performance.now();
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.includes('event: change')) {
            spectator.arrivals.push(arrived);
            onChange();
          } else if (!ready && frame.includes('event: ready')) {
            ready = true;
            resolve(spectator);
          }
          end = buffer.indexOf('\n\n');
        }
      });
      response.on('error', () => {});
    });
    request.on('error', reject);
  });
}

/**
 * The live-updates budget: one server process, 2,000 spectators on the live stream of one fixture
 * (GET /api/live/fixture/{id}, the address the match page listens to), over plain HTTP/1.1 from
 * this process. A scorer records goals through the phone's outbox call (POST /api/sync/batch),
 * one at a time; for each, the time from sending the call to its change frame arriving on every
 * spectator's stream (the last one), and on each of them.
 */
export async function scorerToSpectators(port: number) {
  checkOpenFileLimit();
  const server = await demoServer(port);
  const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const spectators: Spectator[] = [];
  try {
    const { api } = server;
    const token = await api.signIn(DEMO_ORGANISER);
    const [scorer] = (await leagueScorers(api, token, 1)).scorers as [Scorer];
    const [started] = await sendBatch(api, token, [entryWrite(scorer.fixtureId, scorer.start())]);
    if (started?.outcome !== 'applied') throw new Error(`clock start refused: ${JSON.stringify(started)}`);

    let arrivals = 0;
    let wake: (() => void) | null = null;
    const onChange = () => {
      arrivals += 1;
      wake?.();
    };
    const streamUrl = `${server.url}/api/live/fixture/${scorer.fixtureId}`;
    while (spectators.length < SPECTATORS) {
      const wave = Math.min(OPENING_AT_ONCE, SPECTATORS - spectators.length);
      spectators.push(
        ...(await Promise.all(Array.from({ length: wave }, () => openStream(streamUrl, agent, onChange)))),
      );
    }

    const lastArrival: number[] = [];
    const deliveries: number[] = [];
    const writeCalls: number[] = [];
    let lost = 0;
    for (let w = 0; w < WRITES; w++) {
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      const expected = (w + 1) * spectators.length;
      const sent = performance.now();
      const [result] = await sendBatch(api, token, [entryWrite(scorer.fixtureId, scorer.next('GOAL'))]);
      writeCalls.push(performance.now() - sent);
      if (result?.outcome !== 'applied') throw new Error(`goal refused: ${JSON.stringify(result)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, ARRIVAL_TIMEOUT_MS);
        function done() {
          clearTimeout(timer);
          wake = null;
          resolve();
        }
        wake = () => {
          if (arrivals >= expected) done();
        };
        wake();
      });
      let last = 0;
      for (const spectator of spectators) {
        const at = spectator.arrivals[w];
        if (at === undefined) {
          lost += 1;
          // Keep the numbering of this spectator's later frames in step with the writes.
          spectator.arrivals[w] = Number.NaN;
          continue;
        }
        deliveries.push(at - sent);
        last = Math.max(last, at - sent);
      }
      lastArrival.push(last);
    }
    return {
      spectators: spectators.length,
      writes: WRITES,
      lost,
      allReachedP50Ms: percentile(lastArrival, 50),
      allReachedP99Ms: percentile(lastArrival, 99),
      eachP50Ms: percentile(deliveries, 50),
      eachP99Ms: percentile(deliveries, 99),
      writeCallP50Ms: percentile(writeCalls, 50),
    };
  } finally {
    for (const spectator of spectators) spectator.response.destroy();
    agent.destroy();
    await server.stop();
  }
}
