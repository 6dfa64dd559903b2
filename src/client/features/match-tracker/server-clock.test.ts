import { describe, expect, it } from 'vitest';
import { replay } from '../../../shared/domain/match-tracker';
import { LINEUPS, logBuilder } from '../../../shared/domain/match-tracker/test-data';
import { tapInstant } from './server-clock';

const KICK_OFF = Date.UTC(2026, 10, 25, 16, 0);

describe('tapInstant', () => {
  it('dates a tap now on the server clock when that is after everything the phone has seen', () => {
    const b = logBuilder();
    const state = replay(LINEUPS, [b.start(KICK_OFF)]);
    expect(tapInstant(state, KICK_OFF + 5_000)).toBe(KICK_OFF + 5_000);
  });

  it('keeps a foul just after kick-off after it when a new measure moved the server clock back', () => {
    const b = logBuilder();
    const start = b.start(KICK_OFF);
    const state = replay(LINEUPS, [start]);
    // The offset measured on a slow answer was 1.5 s too high; the next measure corrects it.
    const at = tapInstant(state, KICK_OFF - 1_200);
    expect(at).toBeGreaterThan(KICK_OFF);
    const foul = { ...b.event('FOUL', 'H', 'h3', at) };
    const after = replay(LINEUPS, [start, foul]);
    expect(after.rejected).toEqual([]);
    expect(after.events).toHaveLength(1);
  });
});
