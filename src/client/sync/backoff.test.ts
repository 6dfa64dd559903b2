import { describe, expect, it } from 'vitest';
import { BACKOFF_CAP_MS, backoffMs } from './backoff';

describe('backoff with full jitter', () => {
  it('doubles the ceiling after each failure, the wait drawn below it', () => {
    expect([1, 2, 3, 4].map((failures) => backoffMs(failures, () => 0.999))).toEqual([999, 1998, 3996, 7992]);
    expect(backoffMs(3, () => 0.5)).toBe(2000);
    expect(backoffMs(3, () => 0)).toBe(0);
  });

  it('never waits more than 60 s, however many failures', () => {
    expect(backoffMs(7, () => 0.999)).toBe(Math.floor(0.999 * BACKOFF_CAP_MS));
    expect(backoffMs(500, () => 0.999)).toBeLessThanOrEqual(BACKOFF_CAP_MS);
  });

  it("waits at least the server's Retry-After, still within 60 s", () => {
    expect(backoffMs(1, () => 0, 5_000)).toBe(5_000);
    expect(backoffMs(1, () => 0, 600_000)).toBe(BACKOFF_CAP_MS);
  });
});
