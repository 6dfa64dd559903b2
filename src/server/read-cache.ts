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
 * query. An organiser's write makes every entry stale (a global version: it can never miss a
 * dependency). The frequent writes of match day drop only the answers whose address names the
 * match, its tournament or its teams, so a goal in one match leaves every other page cached.
 * Both travel to the other processes through the bus.
 */
export class ReadCache {
  private version = 0;
  /** Moves on with every invalidation: an answer computed across one is not kept. */
  private writes = 0;
  private readonly entries = new Map<string, CachedAnswer>();

  constructor(private readonly bus: LiveBus) {
    bus.subscribe(INVALIDATE_TOPIC, (message) => {
      if (Array.isArray(message.data)) this.drop(message.data as string[]);
      else this.bump();
    });
  }

  /** What a read notes when it starts, to hand back to `store`. */
  get currentVersion(): number {
    return this.writes;
  }

  lookup(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    return entry?.version === this.version ? entry : undefined;
  }

  /** Keeps an answer computed since `startedAt`; one that a write overtook is not kept. */
  store(key: string, body: string, startedAt: number): CachedAnswer {
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const gzip = Buffer.byteLength(body) >= GZIP_FROM_BYTES ? gzipSync(body) : null;
    const answer = { version: this.version, body, gzip, etag };
    if (startedAt !== this.writes) return answer;
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

  /** After a match-day write: only the answers whose address holds one of these ids go stale. */
  async invalidateNaming(ids: string[]): Promise<void> {
    this.drop(ids);
    await this.bus.publish({ topic: INVALIDATE_TOPIC, seq: 0, kind: 'invalidate', data: ids });
  }

  private bump() {
    this.version += 1;
    this.writes += 1;
  }

  private drop(ids: string[]) {
    this.writes += 1;
    const wanted = ids.map((id) => id.toLowerCase());
    for (const key of [...this.entries.keys()]) {
      const address = key.toLowerCase();
      if (wanted.some((id) => address.includes(id))) this.entries.delete(key);
    }
  }
}
