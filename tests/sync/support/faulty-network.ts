import type { FetchLike } from '../../../src/client/sync/replay';

/**
 * What the network does to one call, between the phone and a real server:
 * - offline: the call never leaves the phone;
 * - server-error: a 500 from a proxy in the way, the server never sees the call;
 * - hang: no answer until the phone gives up (its timeout);
 * - lose-response: the server commits, then the connection drops before the answer arrives;
 * - late-delivery: the phone gives up waiting, but the call reaches the server later (`deliverLate`);
 * - close-browser: the server commits, then the page is closed before the answer arrives;
 * - cut-upload: the connection drops halfway through sending the body, so the server never has it whole;
 * - not-found: the server answers 404 (an older server without the call).
 */
export type Fault =
  | 'offline'
  | 'server-error'
  | 'hang'
  | 'lose-response'
  | 'late-delivery'
  | 'close-browser'
  | 'cut-upload'
  | 'not-found';

export interface CallInfo {
  key: string;
  /** Content-Encoding of the body: gzip for a large batch. */
  encoding: string | null;
  method: string;
  path: string;
  body: unknown;
}

interface Rule {
  fault: Fault;
  times: number;
  when: (call: CallInfo) => boolean;
}

/** One attempt as the network saw it: the fault it met, and the server's answer when there was one. */
export interface Attempt extends CallInfo {
  fault: Fault | null;
  status: number | null;
  answer: string | null;
}

const untilAborted = (signal: AbortSignal | null | undefined) =>
  new Promise<never>((_, reject) => {
    if (signal?.aborted) reject(signal.reason);
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

/** A fetch that injects faults in the transport; the server behind it is real. */
export class FaultyNetwork {
  offline = false;
  /** Runs once the server has answered a call, before the phone reads the answer. */
  afterAnswer: ((attempt: Attempt) => Promise<void>) | null = null;
  readonly attempts: Attempt[] = [];
  inFlight = 0;
  maxInFlight = 0;
  private readonly rules: Rule[] = [];
  private readonly late: Array<() => Promise<void>> = [];

  /** The next `times` calls matching `when` meet `fault`. */
  fail(fault: Fault, { times = 1, when = (_call: CallInfo): boolean => true } = {}): this {
    this.rules.push({ fault, times, when });
    return this;
  }

  /** Delivers the calls held back by 'late-delivery', now, in the order they were sent. */
  async deliverLate(): Promise<void> {
    for (const deliver of this.late.splice(0)) await deliver();
  }

  /** The attempts that reached the server, with its answers. */
  delivered(): Attempt[] {
    return this.attempts.filter((attempt) => attempt.status !== null);
  }

  private pick(call: CallInfo): Fault | null {
    if (this.offline) return 'offline';
    const rule = this.rules.find((candidate) => candidate.times > 0 && candidate.when(call));
    if (!rule) return null;
    rule.times -= 1;
    return rule.fault;
  }

  private async toServer(url: string, init: RequestInit, attempt: Attempt): Promise<Response> {
    const response = await fetch(url, { ...init, signal: null });
    attempt.status = response.status;
    attempt.answer = await response.text();
    await this.afterAnswer?.(attempt);
    return new Response(attempt.answer, { status: response.status, headers: response.headers });
  }

  /** Sends the first half of the body to the real server, then breaks the connection. */
  private async cutUpload(url: string, init: RequestInit): Promise<never> {
    const bytes = new Uint8Array(await new Response(init.body).arrayBuffer());
    const half = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, Math.floor(bytes.length / 2)));
        setTimeout(() => controller.error(new Error('connection lost')), 50);
      },
    });
    const cut = { ...init, body: half, signal: null, duplex: 'half' } as RequestInit;
    await fetch(url, cut).catch(() => undefined);
    throw new TypeError('the upload was cut');
  }

  readonly fetch: FetchLike = async (url, init) => {
    const headers = new Headers(init.headers);
    const call: CallInfo = {
      key: headers.get('idempotency-key') ?? '',
      encoding: headers.get('content-encoding'),
      method: init.method ?? 'GET',
      path: new URL(url).pathname,
      // A gzipped body (a large batch) is not read here.
      body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
    };
    const fault = this.pick(call);
    const attempt: Attempt = { ...call, fault, status: null, answer: null };
    this.attempts.push(attempt);
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      switch (fault) {
        case 'offline':
          throw new TypeError('fetch failed');
        case 'server-error':
          return Response.json({ status: 'error', message: 'Bad gateway' }, { status: 500 });
        case 'hang':
          return await untilAborted(init.signal);
        case 'late-delivery':
          this.late.push(async () => {
            await this.toServer(url, init, attempt);
          });
          return await untilAborted(init.signal);
        case 'lose-response':
          await this.toServer(url, init, attempt);
          throw new TypeError('connection reset');
        case 'close-browser':
          await this.toServer(url, init, attempt);
          return await untilAborted(init.signal);
        case 'cut-upload':
          return await this.cutUpload(url, init);
        case 'not-found':
          return Response.json({ status: 'error', message: 'Not found' }, { status: 404 });
        case null:
          return await this.toServer(url, init, attempt);
      }
    } finally {
      this.inFlight -= 1;
    }
  };
}
