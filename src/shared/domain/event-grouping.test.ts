import { describe, expect, it } from 'vitest';
import { groupEvents, groupOf, isPenaltyScored, sortedTimeline } from './event-grouping';

const event = (id: string, type: string | null, minute: number | null) => ({ id, type, minute });

describe('event grouping', () => {
  it('puts each type in its group', () => {
    expect(
      ['GOAL', 'OWN_GOAL', 'PENALTY', 'YELLOW_CARD', 'RED_CARD', 'SUBSTITUTION', 'FOUL', 'SHOT_ON_TARGET'].map(groupOf),
    ).toEqual(['GOAL', 'GOAL', 'PENALTY', 'CARD', 'CARD', 'SUBSTITUTION', 'OTHER', 'OTHER']);
  });

  it('drops events with no type or a negative or missing minute', () => {
    const groups = groupEvents([
      event('a', null, 10),
      event('b', '', 10),
      event('c', 'GOAL', -1),
      event('d', 'GOAL', null),
      event('e', 'GOAL', Number.NaN),
      event('f', 'GOAL', 0),
    ]);
    expect(groups.GOAL.map((e) => e.id)).toEqual(['f']);
    expect(Object.values(groups).flat()).toHaveLength(1);
  });

  it('sorts each group by minute and keeps the recorded order within a minute', () => {
    const groups = groupEvents([
      event('late', 'YELLOW_CARD', 80),
      event('first-at-30', 'RED_CARD', 30),
      event('early', 'YELLOW_CARD', 5),
      event('second-at-30', 'YELLOW_CARD', 30),
    ]);
    expect(groups.CARD.map((e) => e.id)).toEqual(['early', 'first-at-30', 'second-at-30', 'late']);
  });

  it('gives one timeline across groups', () => {
    const timeline = sortedTimeline([
      event('sub', 'SUBSTITUTION', 60),
      event('goal', 'GOAL', 12),
      event('foul', 'FOUL', 33),
    ]);
    expect(timeline.map((e) => e.id)).toEqual(['goal', 'foul', 'sub']);
  });

  it('counts a penalty as scored only when its outcome is SCORED', () => {
    expect(isPenaltyScored({ penaltyOutcome: 'SCORED' })).toBe(true);
    expect(isPenaltyScored({ penaltyOutcome: 'MISSED' })).toBe(false);
    expect(isPenaltyScored({ penaltyOutcome: null })).toBe(false);
  });
});
