import { describe, expect, it } from 'vitest';
import { isUpcoming, showsScore, statusLabel } from './fixture-status';

describe('fixture status', () => {
  it('labels the statuses, with SECOND_HALF and EXTRA_TIME live', () => {
    expect(statusLabel('FULL_TIME')).toBe('Match Ended');
    expect(statusLabel('LIVE')).toBe('Match Live');
    expect(statusLabel('SECOND_HALF')).toBe('Match Live');
    expect(statusLabel('EXTRA_TIME')).toBe('Match Live');
    expect(statusLabel('HALF_TIME')).toBe('Half Time');
    expect(statusLabel('SCHEDULED')).toBe('Scheduled');
    expect(statusLabel('')).toBe('Scheduled');
  });

  it('shows scores only for finished and live matches', () => {
    expect(showsScore('FULL_TIME')).toBe(true);
    expect(showsScore('HALF_TIME')).toBe(true);
    expect(showsScore('SCHEDULED')).toBe(false);
    expect(showsScore('CANCELLED')).toBe(false);
  });

  it('counts down only to matches that have not started', () => {
    expect(isUpcoming('SCHEDULED')).toBe(true);
    expect(isUpcoming('OTHERS')).toBe(true);
    expect(isUpcoming('LIVE')).toBe(false);
    expect(isUpcoming('CANCELLED')).toBe(false);
  });
});
