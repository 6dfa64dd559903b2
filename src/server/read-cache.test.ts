import { describe, expect, it } from 'vitest';
import { inProcessBus } from './live/bus';
import { ReadCache } from './read-cache';

const body = (n: number) => JSON.stringify({ data: 'x'.repeat(n) });

describe('ReadCache', () => {
  it('stays within its byte bound, letting the least recently read answers go first', () => {
    const cache = new ReadCache(inProcessBus(), 300);
    const started = cache.currentVersion;
    cache.store('/a', body(80), started);
    cache.store('/b', body(80), started);
    expect(cache.lookup('/a')).toBeDefined();
    cache.store('/c', body(80), started);
    cache.store('/d', body(80), started);
    expect(cache.size.bytes).toBeLessThanOrEqual(300);
    expect(cache.lookup('/b')).toBeUndefined();
    expect(cache.lookup('/a')).toBeDefined();
    expect(cache.lookup('/d')).toBeDefined();
  });

  it('keeps no answer larger than the whole bound, and counts a replaced answer once', () => {
    const cache = new ReadCache(inProcessBus(), 300);
    cache.store('/big', body(400), cache.currentVersion);
    expect(cache.lookup('/big')).toBeUndefined();
    cache.store('/a', body(50), cache.currentVersion);
    cache.store('/a', body(60), cache.currentVersion);
    expect(cache.size).toEqual({ entries: 1, bytes: Buffer.byteLength(body(60)) });
  });

  it('does not keep an answer a write overtook, and drops only the answers naming what changed', async () => {
    const cache = new ReadCache(inProcessBus());
    const started = cache.currentVersion;
    cache.store('/api/fixture/all/f1', body(10), started);
    cache.store('/api/fixture/all/f2', body(10), started);
    await cache.invalidateNaming(['F1']);
    cache.store('/api/teams/all', body(10), started);
    expect(cache.lookup('/api/fixture/all/f1')).toBeUndefined();
    expect(cache.lookup('/api/fixture/all/f2')).toBeDefined();
    expect(cache.lookup('/api/teams/all')).toBeUndefined();
  });

  it('lets an answer go at the instant given, when it comes before the time to live', () => {
    const cache = new ReadCache(inProcessBus());
    cache.store('/api/tournaments/current', body(10), cache.currentVersion, Date.now() - 1);
    expect(cache.lookup('/api/tournaments/current')).toBeUndefined();
  });
});
