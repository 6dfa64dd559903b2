import { createHash, randomUUID } from 'node:crypto';
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

/** What the bus carries to the other processes: the names to drop, or null for every answer. */
interface Invalidation {
  origin: string;
  names: string[] | null;
}

/** One answer being computed: the readers who ask meanwhile wait for it instead of computing it again. */
export interface Flight {
  key: string;
  answer: Promise<CachedAnswer | undefined>;
  /** A write changed what it reads while it was computed: it is served to those waiting, not kept. */
  overtaken: boolean;
  settle: (answer: CachedAnswer | undefined) => void;
}

/**
 * Public read answers kept in memory, so a stadium of phones reading the same standings costs one
 * query (docs/after-commit.md). A write drops the answers whose address names what it changed (a
 * goal: its match, tournament and teams), or all of them when what it changed shows everywhere;
 * both travel to the other processes through the bus. Every answer also expires, at the latest
 * after READ_CACHE_TTL_MS, and the cache stays within READ_CACHE_MAX_BYTES.
 */
export class ReadCache {
  private readonly origin = randomUUID();
  private bytes = 0;
  private readonly entries = new Map<string, CachedAnswer>();
  private readonly flights = new Map<string, Flight>();

  constructor(
    private readonly bus: LiveBus,
    private readonly maxBytes = READ_CACHE_MAX_BYTES,
  ) {
    bus.subscribe(INVALIDATE_TOPIC, (message) => {
      const { origin, names } = message.data as Invalidation;
      // This process dropped its own answers already, before it published.
      if (origin === this.origin) return;
      if (names) this.drop(names);
      else this.dropAll();
    });
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

  /** The answer being computed for this key, to wait for; none when nobody is computing it. */
  inFlight(key: string): Promise<CachedAnswer | undefined> | undefined {
    return this.flights.get(key)?.answer;
  }

  /** This reader computes the answer; readers of the same key wait for it. */
  begin(key: string): Flight {
    let settle: Flight['settle'] = () => {};
    const answer = new Promise<CachedAnswer | undefined>((resolve) => {
      settle = resolve;
    });
    const flight = { key, answer, overtaken: false, settle };
    this.flights.set(key, flight);
    return flight;
  }

  /**
   * The computed answer, for the readers waiting and kept until `expiresAt` (at most the TTL) unless
   * a write overtook it.
   */
  finish(flight: Flight, body: string, expiresAt = Number.POSITIVE_INFINITY): CachedAnswer {
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const gzip = Buffer.byteLength(body) >= GZIP_FROM_BYTES ? gzipSync(body) : null;
    const bytes = Buffer.byteLength(body) + (gzip?.length ?? 0);
    const until = Math.min(expiresAt, Date.now() + READ_CACHE_TTL_MS);
    const answer = { body, gzip, etag, expiresAt: until, bytes };
    if (!flight.overtaken && bytes <= this.maxBytes) this.keep(flight.key, answer);
    this.land(flight, answer);
    return answer;
  }

  /** The reader got no answer to share (an error, a 404): those waiting compute their own. */
  abandon(flight: Flight): void {
    this.land(flight, undefined);
  }

  /** Stale here at once, and on the other processes as soon as the bus carries it. */
  async invalidate(): Promise<void> {
    this.dropAll();
    await this.tellOthers(null);
  }

  /** Only the answers whose address holds one of these names (ids, or addresses) go stale. */
  async invalidateNaming(names: string[]): Promise<void> {
    this.drop(names);
    await this.tellOthers(names);
  }

  private async tellOthers(names: string[] | null) {
    const data: Invalidation = { origin: this.origin, names };
    await this.bus.publish({ topic: INVALIDATE_TOPIC, seq: 0, kind: 'invalidate', data });
  }

  private keep(key: string, answer: CachedAnswer) {
    this.remove(key);
    this.entries.set(key, answer);
    this.bytes += answer.bytes;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  private land(flight: Flight, answer: CachedAnswer | undefined) {
    if (this.flights.get(flight.key) === flight) this.flights.delete(flight.key);
    flight.settle(answer);
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  /** A reader arriving after this starts a new computation rather than wait for one from before the write. */
  private overtake(flight: Flight) {
    flight.overtaken = true;
    this.flights.delete(flight.key);
  }

  private dropAll() {
    this.entries.clear();
    this.bytes = 0;
    for (const flight of [...this.flights.values()]) this.overtake(flight);
  }

  private drop(names: string[]) {
    const wanted = names.map((name) => name.toLowerCase());
    const named = (key: string) => {
      const address = key.toLowerCase();
      return wanted.some((name) => address.includes(name));
    };
    for (const key of [...this.entries.keys()]) if (named(key)) this.remove(key);
    for (const flight of [...this.flights.values()]) if (named(flight.key)) this.overtake(flight);
  }
}
