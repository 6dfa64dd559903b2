import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { LiveBus } from './live/bus';

const INVALIDATE_TOPIC = 'reads:invalidate';
const MAX_ENTRIES = 2000;

/** Answers smaller than this are sent as they are: gzip would not pay for itself. */
const GZIP_FROM_BYTES = 1024;

export interface CachedAnswer {
  version: number;
  body: string;
  /** The body gzipped once, for every phone that accepts it; null when too small to bother. */
  gzip: Buffer | null;
  etag: string;
}

/**
 * Public read answers kept in memory, so a stadium of phones reading the same standings costs one
 * query. Any write anywhere moves the version on (across processes through the bus), which makes
 * every entry stale: writes are rare next to reads, and a global version can never miss a
 * dependency between a write and a read.
 */
export class ReadCache {
  private version = 0;
  private readonly entries = new Map<string, CachedAnswer>();

  constructor(private readonly bus: LiveBus) {
    bus.subscribe(INVALIDATE_TOPIC, () => this.bump());
  }

  get currentVersion(): number {
    return this.version;
  }

  lookup(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    return entry?.version === this.version ? entry : undefined;
  }

  /** Keeps an answer computed since `startedAt`; one that a write overtook is not kept. */
  store(key: string, body: string, startedAt: number): CachedAnswer {
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const gzip = Buffer.byteLength(body) >= GZIP_FROM_BYTES ? gzipSync(body) : null;
    const answer = { version: startedAt, body, gzip, etag };
    if (startedAt !== this.version) return answer;
    this.entries.delete(key);
    this.entries.set(key, answer);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    return answer;
  }

  /** After a write: stale here at once, and on the other processes as soon as the bus carries it. */
  async invalidate(): Promise<void> {
    this.bump();
    await this.bus.publish({ topic: INVALIDATE_TOPIC, seq: 0, kind: 'invalidate', data: null });
  }

  private bump() {
    this.version += 1;
  }
}
