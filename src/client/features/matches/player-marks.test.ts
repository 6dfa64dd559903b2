import { describe, expect, it } from 'vitest';
import type { MatchEventRead } from '../../../shared/schemas/reads';
import { hasMarks, playerMarks } from './player-marks';

let n = 0;
const event = (type: string, player: string, extra: Partial<MatchEventRead> = {}): MatchEventRead => ({
  id: `e${++n}`,
  fixtureId: 'f',
  teamId: 't',
  type,
  minute: 10,
  penaltyOutcome: null,
  isShootout: false,
  player: { id: player, name: player },
  substitutePlayer: null,
  metadata: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  ...extra,
});

describe('playerMarks', () => {
  it('counts goals and penalties scored in play, not shootout kicks or misses', () => {
    const marks = playerMarks([
      event('GOAL', 'ana'),
      event('PENALTY', 'ana', { penaltyOutcome: 'SCORED' }),
      event('PENALTY', 'ana', { penaltyOutcome: 'MISSED' }),
      event('PENALTY', 'ana', { penaltyOutcome: 'SCORED', isShootout: true }),
      event('OWN_GOAL', 'bea'),
    ]);
    expect(marks.get('ana')?.goals).toBe(2);
    expect(marks.get('bea')).toMatchObject({ goals: 0, ownGoals: 1 });
  });

  it('tells a booking from a sending-off, a second yellow included', () => {
    const marks = playerMarks([
      event('YELLOW_CARD', 'ana'),
      event('YELLOW_CARD', 'bea'),
      event('YELLOW_CARD', 'bea', { metadata: JSON.stringify({ secondYellow: true }) }),
      event('RED_CARD', 'cy'),
    ]);
    expect(marks.get('ana')).toMatchObject({ booked: true, sentOff: false });
    expect(marks.get('bea')).toMatchObject({ booked: true, sentOff: true });
    expect(marks.get('cy')).toMatchObject({ booked: false, sentOff: true });
  });

  it('marks who went off and who came on, at the minute of the substitution', () => {
    const marks = playerMarks([
      event('SUBSTITUTION', 'ana', { minute: 67, substitutePlayer: { id: 'dan', name: 'Dan' } }),
    ]);
    expect(marks.get('ana')).toMatchObject({ offAt: "67'", onAt: null });
    expect(marks.get('dan')).toMatchObject({ offAt: null, onAt: "67'" });
    // Extra time's clock starts again from 0: its minutes say so.
    const extraTime = playerMarks([
      event('SUBSTITUTION', 'ana', {
        minute: 3,
        substitutePlayer: { id: 'dan', name: 'Dan' },
        metadata: JSON.stringify({ extraTime: true }),
      }),
    ]);
    expect(extraTime.get('dan')).toMatchObject({ onAt: "3' ET" });
  });

  it('leaves out events the timeline drops, as a negative minute', () => {
    expect(playerMarks([event('GOAL', 'ana', { minute: -3 })]).get('ana')).toBeUndefined();
  });

  it('leaves a player who did nothing unmarked', () => {
    const marks = playerMarks([event('SHOT_ON_TARGET', 'ana'), event('GOAL', 'bea')]);
    expect(hasMarks(marks.get('ana'))).toBe(false);
    expect(hasMarks(marks.get('bea'))).toBe(true);
    expect(hasMarks(marks.get('nobody'))).toBe(false);
  });
});
