import { describe, expect, it } from 'vitest';
import { inProcessBus } from './live/bus';
import { ReadCache } from './read-cache';

const body = (n: number) => JSON.stringify({ data: 'x'.repeat(n) });
const compute = (cache: ReadCache, key: string, text: string, expiresAt?: number) =>
  cache.finish(cache.begin(key), text, expiresAt);

describe('ReadCache', () => {
  it('stays within its byte bound, letting the least recently read answers go first', () => {
    const cache = new ReadCache(inProcessBus(), 300);
    compute(cache, '/a', body(80));
    compute(cache, '/b', body(80));
    expect(cache.lookup('/a')).toBeDefined();
    compute(cache, '/c', body(80));
    compute(cache, '/d', body(80));
    expect(cache.size.bytes).toBeLessThanOrEqual(300);
    expect(cache.lookup('/b')).toBeUndefined();
    expect(cache.lookup('/a')).toBeDefined();
    expect(cache.lookup('/d')).toBeDefined();
  });

  it('keeps no answer larger than the whole bound, and counts a replaced answer once', () => {
    const cache = new ReadCache(inProcessBus(), 300);
    compute(cache, '/big', body(400));
    expect(cache.lookup('/big')).toBeUndefined();
    compute(cache, '/a', body(50));
    compute(cache, '/a', body(60));
    expect(cache.size).toEqual({ entries: 1, bytes: Buffer.byteLength(body(60)) });
  });

  it('lets readers of a key being computed wait for that one answer', async () => {
    const cache = new ReadCache(inProcessBus());
    const flight = cache.begin('/api/leaderboard/standings/t1');
    const waiting = [cache.inFlight('/api/leaderboard/standings/t1'), cache.inFlight('/api/leaderboard/standings/t1')];
    expect(cache.inFlight('/api/leaderboard/standings/t2')).toBeUndefined();
    const answer = cache.finish(flight, body(10));
    expect(await Promise.all(waiting)).toEqual([answer, answer]);
    expect(cache.inFlight('/api/leaderboard/standings/t1')).toBeUndefined();
  });

  it('does not keep an answer a write overtook, and makes later readers compute afresh', async () => {
    const cache = new ReadCache(inProcessBus());
    const overtaken = cache.begin('/api/fixture/all/f1');
    const untouched = cache.begin('/api/fixture/all/f2');
    const before = cache.inFlight('/api/fixture/all/f1');
    await cache.invalidateNaming(['F1']);
    // A reader who asks after the write does not wait for an answer computed before it.
    expect(cache.inFlight('/api/fixture/all/f1')).toBeUndefined();
    const stale = cache.finish(overtaken, body(10));
    cache.finish(untouched, body(10));
    expect(await before).toBe(stale);
    expect(cache.lookup('/api/fixture/all/f1')).toBeUndefined();
    expect(cache.lookup('/api/fixture/all/f2')).toBeDefined();
  });

  it('drops only the kept answers naming what changed, or all of them', async () => {
    const cache = new ReadCache(inProcessBus());
    compute(cache, '/api/fixture/all/f1', body(10));
    compute(cache, '/api/teams/all', body(10));
    await cache.invalidateNaming(['f1']);
    expect(cache.lookup('/api/fixture/all/f1')).toBeUndefined();
    expect(cache.lookup('/api/teams/all')).toBeDefined();
    await cache.invalidate();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('lets an answer go at the instant given, when it comes before the time to live', () => {
    const cache = new ReadCache(inProcessBus());
    compute(cache, '/api/tournaments/current', body(10), Date.now() - 1);
    expect(cache.lookup('/api/tournaments/current')).toBeUndefined();
  });
});
