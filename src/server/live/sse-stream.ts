import type { ServerResponse } from 'node:http';
import type { LiveMessage } from './bus';
import type { LiveService } from './live-service';

export interface StreamOptions {
  topic: string;
  /** The last message the client holds (Last-Event-ID), or null for a new stream. */
  resumeAfter: number | null;
  heartbeatMs: number;
}

/** Each message's frame is written once for all its streams: two thousand spectators, one JSON text. */
const frames = new WeakMap<LiveMessage, string>();
function frame(message: LiveMessage): string {
  let text = frames.get(message);
  if (text === undefined) {
    text = `id: ${message.seq}\nevent: change\ndata: ${JSON.stringify(message.data)}\n\n`;
    frames.set(message, text);
  }
  return text;
}

/**
 * One spectator's Server-Sent Events stream. It subscribes before it reads where the topic stands,
 * works through everything strictly in turn, and sends each number once and in order: a message
 * that arrives ahead of a gap (another process published first) fills the gap from the database,
 * so a resumed stream misses nothing and repeats nothing.
 */
export function runStream(res: ServerResponse, live: LiveService, options: StreamOptions): () => void {
  const { topic } = options;
  let lastSent = 0;
  let closed = false;

  const send = (message: LiveMessage) => {
    if (closed || message.seq !== lastSent + 1) return;
    res.write(frame(message));
    lastSent = message.seq;
  };
  const fillFromDatabase = async () => {
    if (!closed) for (const message of await live.since(topic, lastSent)) send(message);
  };
  const handle = async (message: LiveMessage) => {
    if (message.seq === lastSent + 1) send(message);
    else if (message.seq > lastSent + 1) await fillFromDatabase();
  };
  const start = async () => {
    lastSent = options.resumeAfter ?? (await live.lastSeq(topic));
    // The first frame names where the stream starts, so even a client that saw nothing can resume.
    res.write(`retry: 3000\nid: ${lastSent}\nevent: ready\ndata: {}\n\n`);
    await fillFromDatabase();
  };

  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  let turn: Promise<void> = Promise.resolve();
  const inTurn = (work: () => Promise<void>) => {
    turn = turn.then(work).catch(() => close());
  };
  const unsubscribe = live.bus.subscribe(topic, (message) => inTurn(() => handle(message)));
  inTurn(start);

  const heartbeat = setInterval(() => res.write(': ping\n\n'), options.heartbeatMs);
  function close() {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    res.end();
  }
  res.on('close', close);
  return close;
}
