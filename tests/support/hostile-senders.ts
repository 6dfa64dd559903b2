import { once } from 'node:events';
import { Worker } from 'node:worker_threads';

/** A body of two million zeros: 3.8 MB that a careless server would parse and walk. */
export const wideBody = () => JSON.stringify({ refreshToken: new Array(2_000_000).fill(0) });

/** Event metadata nested `depth` levels: small on the wire, deadly to anything that walks it by recursion. */
export const nestedMetadata = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

export interface HostileCall {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface HostileResult {
  /** How many answers of each status; 0 counts the calls the server hung up on mid-body. */
  statuses: Record<string, number>;
}

/**
 * Hostile senders in a thread of their own, as they would be on other machines: what the server's
 * event loop spends on them is measured, not what writing megabytes costs the measuring side.
 * Each call is posted over and over until `stop`, which answers what came back.
 */
const SENDERS = `
const { parentPort, workerData } = require('node:worker_threads');
const { request } = require('node:http');
const statuses = {};
let sending = true;
parentPort.on('message', () => { sending = false; });
const post = ({ url, headers, body }) => new Promise((resolve) => {
  const bytes = Buffer.from(body);
  const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': bytes.length, ...headers } }, (res) => {
    res.resume();
    res.on('end', () => resolve(res.statusCode));
  });
  req.on('error', () => resolve(0));
  req.end(bytes);
});
const loop = async (call) => { while (sending) { const status = await post(call); statuses[status] = (statuses[status] || 0) + 1; } };
Promise.all(workerData.calls.map(loop)).then(() => parentPort.postMessage({ statuses }));
parentPort.postMessage('sending');
`;

export async function hostileSenders(calls: HostileCall[]): Promise<() => Promise<HostileResult>> {
  const worker = new Worker(SENDERS, { eval: true, workerData: { calls } });
  await once(worker, 'message');
  return async () => {
    const finished = once(worker, 'message');
    worker.postMessage('stop');
    const [result] = await finished;
    await worker.terminate();
    return result as HostileResult;
  };
}
