import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { LiveBus } from './live/bus';

const INVALIDATE_TOPIC = 'reads:invalidate';

/** How long an answer is kept at most: a process that missed a change hears of it this late at worst. */
export const READ_CACHE_TTL_MS = 60_000;
/** Bodies and their gzipped copies together; the least recently read go first. */
export const READ_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/** Answers smaller than this are sent as they are: gzip would not pay for itself. */
const GZIP_FROM_BYTES = 1024;

export interface CachedAnswer {
  body: string;
  /** The body gzipped once, for every phone that accepts it; null when too small to bother. */
  gzip: Buffer | null;
  etag: string;
  expiresAt: number;
  bytes: number;
}

/**
 * Public read answers kept in memory, so a stadium of phones reading the same standings costs one
 * query (docs/after-commit.md). A write drops the answers whose address names what it changed (a
 * goal: its match, tournament and teams), or all of them when what it changed shows everywhere;
 * both travel to the other processes through the bus. Every answer also expires, at the latest
 * after READ_CACHE_TTL_MS, and the cache stays within READ_CACHE_MAX_BYTES.
 */
export class ReadCache {
  /** Moves on with every invalidation: an answer computed across one is not kept. */
  private writes = 0;
  private bytes = 0;
  private readonly entries = new Map<string, CachedAnswer>();

  constructor(
    private readonly bus: LiveBus,
    private readonly maxBytes = READ_CACHE_MAX_BYTES,
  ) {
    bus.subscribe(INVALIDATE_TOPIC, (message) => {
      if (Array.isArray(message.data)) this.drop(message.data as string[]);
      else this.bump();
    });
  }

  /** What a read notes when it starts, to hand back to `store`. */
  get currentVersion(): number {
    return this.writes;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  lookup(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.remove(key);
      return undefined;
    }
    // Kept in the order of last use: the map's first entry is the least recently read.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Keeps an answer computed since `startedAt` until `expiresAt` (at most the TTL); one that a write
   * overtook is not kept.
   */
  store(key: string, body: string, startedAt: number, expiresAt = Number.POSITIVE_INFINITY): CachedAnswer {
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const gzip = Buffer.byteLength(body) >= GZIP_FROM_BYTES ? gzipSync(body) : null;
    const bytes = Buffer.byteLength(body) + (gzip?.length ?? 0);
    const until = Math.min(expiresAt, Date.now() + READ_CACHE_TTL_MS);
    const answer = { body, gzip, etag, expiresAt: until, bytes };
    if (startedAt !== this.writes || bytes > this.maxBytes) return answer;
    this.remove(key);
    this.entries.set(key, answer);
    this.bytes += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
    return answer;
  }

  /** Stale here at once, and on the other processes as soon as the bus carries it. */
  async invalidate(): Promise<void> {
    this.bump();
    await this.bus.publish({ topic: INVALIDATE_TOPIC, seq: 0, kind: 'invalidate', data: null });
  }

  /** Only the answers whose address holds one of these names (ids, or addresses) go stale. */
  async invalidateNaming(names: string[]): Promise<void> {
    this.drop(names);
    await this.bus.publish({ topic: INVALIDATE_TOPIC, seq: 0, kind: 'invalidate', data: names });
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private bump() {
    this.writes += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  private drop(names: string[]) {
    this.writes += 1;
    const wanted = names.map((name) => name.toLowerCase());
    for (const key of [...this.entries.keys()]) {
      const address = key.toLowerCase();
      if (wanted.some((name) => address.includes(name))) this.remove(key);
    }
  }
}
