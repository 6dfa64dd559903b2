import { describe, expect, it } from 'vitest';
import { scoreFromEvents } from './score';

const e = (teamId: string, type: string, extra: { penaltyOutcome?: string; isShootout?: boolean } = {}) => ({
  teamId,
  type,
  penaltyOutcome: extra.penaltyOutcome ?? null,
  isShootout: extra.isShootout ?? false,
});

describe('scoreFromEvents', () => {
  it('counts goals and scored penalties for the team, own goals for the other team', () => {
    const score = scoreFromEvents('h', 'a', [
      e('h', 'GOAL'),
      e('h', 'PENALTY', { penaltyOutcome: 'SCORED' }),
      e('a', 'PENALTY', { penaltyOutcome: 'MISSED' }),
      e('h', 'OWN_GOAL'),
      e('a', 'YELLOW_CARD'),
    ]);
    expect(score).toEqual({ homeScore: 2, awayScore: 1, homePenaltyScore: null, awayPenaltyScore: null });
  });

  it('keeps shootout kicks out of the match score', () => {
    const score = scoreFromEvents('h', 'a', [
      e('h', 'GOAL'),
      e('a', 'GOAL'),
      e('h', 'PENALTY', { penaltyOutcome: 'SCORED', isShootout: true }),
      e('a', 'PENALTY', { penaltyOutcome: 'MISSED', isShootout: true }),
      e('h', 'PENALTY', { penaltyOutcome: 'SCORED', isShootout: true }),
    ]);
    expect(score).toEqual({ homeScore: 1, awayScore: 1, homePenaltyScore: 2, awayPenaltyScore: 0 });
  });

  it('ignores events of teams not in the match', () => {
    expect(scoreFromEvents('h', 'a', [e('x', 'GOAL')]).homeScore).toBe(0);
  });
});
