import { describe, expect, it } from 'vitest';
import { nextStatus } from './fixture-status';

describe('nextStatus', () => {
  it('moves forward through the match', () => {
    expect(nextStatus('SCHEDULED', 'LIVE')).toBe('LIVE');
    expect(nextStatus('LIVE', 'HALF_TIME')).toBe('HALF_TIME');
    expect(nextStatus('HALF_TIME', 'FULL_TIME')).toBe('FULL_TIME');
  });

  it('never goes back, whatever order the updates arrive in', () => {
    expect(nextStatus('SECOND_HALF', 'LIVE')).toBe('SECOND_HALF');
    expect(nextStatus('EXTRA_TIME', 'HALF_TIME')).toBe('EXTRA_TIME');
  });

  it('keeps FULL_TIME for good', () => {
    for (const status of ['SCHEDULED', 'LIVE', 'CANCELLED', 'OTHERS'])
      expect(nextStatus('FULL_TIME', status)).toBe('FULL_TIME');
  });

  it('lets a match be cancelled before the end and rescheduled after', () => {
    expect(nextStatus('SCHEDULED', 'CANCELLED')).toBe('CANCELLED');
    expect(nextStatus('CANCELLED', 'SCHEDULED')).toBe('SCHEDULED');
  });
});
