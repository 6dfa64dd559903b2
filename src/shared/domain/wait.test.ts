import { describe, expect, it } from 'vitest';
import { describeWait } from './wait';

describe('describeWait', () => {
  it('speaks in seconds under a minute', () => {
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(45_000)).toBe('45 seconds');
  });

  it('speaks in whole minutes from a minute on, rounded up so the wait is enough', () => {
    expect(describeWait(60_000)).toBe('1 minute');
    expect(describeWait(61_000)).toBe('2 minutes');
    expect(describeWait(15 * 60_000)).toBe('15 minutes');
  });
});
