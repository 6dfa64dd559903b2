import { describe, expect, it } from 'vitest';
import { type CorrectionValues, correctedValues, counting, countingEvents } from './rewrites';
import type { TrackerEntry } from './types';

const T0 = 1_700_000_000_000;
const goal = (id: string): TrackerEntry => ({ kind: 'EVENT', id, at: T0, type: 'GOAL', teamId: 'H', playerId: 'h1' });
const undo = (id: string, targetId: string): TrackerEntry => ({ kind: 'UNDO', id, at: T0, targetId });
const correction = (id: string, targetId: string, values: CorrectionValues): TrackerEntry => ({
  kind: 'CORRECTION',
  id,
  at: T0,
  targetId,
  ...values,
});

describe('counting', () => {
  it('leaves out undone entries and what came before the last reset', () => {
    const log = [goal('a'), { kind: 'RESET', id: 'r', at: T0 } as TrackerEntry, goal('b'), goal('c'), undo('u', 'b')];
    const { live, undone } = counting(log);
    expect(live.map((e) => e.id)).toEqual(['c', 'u']);
    expect([...undone]).toEqual(['b']);
  });

  it('merges the corrections of an event in order, later fields winning, without an undone one', () => {
    const log = [
      goal('a'),
      correction('c1', 'a', { minute: 12, playerId: 'h2' }),
      correction('c2', 'a', { minute: 14 }),
      correction('c3', 'a', { playerId: 'a1', teamId: 'A' }),
      undo('u', 'c3'),
    ];
    expect(counting(log).corrections.get('a')).toEqual({
      playerId: 'h2',
      minute: 14,
      type: undefined,
      penaltyOutcome: undefined,
      teamId: undefined,
    });
  });

  it('ignores a correction of an undone event and keeps the answers to probable duplicates', () => {
    const log = [
      goal('a'),
      undo('u', 'a'),
      correction('c1', 'a', { minute: 3 }),
      { kind: 'RESOLVE_DUPLICATE', id: 'd', at: T0, targetId: 'b', same: false } as TrackerEntry,
    ];
    const { corrections, answers } = counting(log);
    expect(corrections.size).toBe(0);
    expect(answers.get('b')).toBe(false);
  });
});

describe('correctedValues', () => {
  const penalty = { type: 'PENALTY', teamId: 'H', playerId: 'h1', minute: 30, penaltyOutcome: 'SCORED' };

  it('keeps what the correction does not name', () => {
    expect(correctedValues(penalty, undefined)).toEqual({ ...penalty });
    expect(correctedValues(penalty, { penaltyOutcome: 'SAVED', minute: 3 })).toEqual({
      ...penalty,
      penaltyOutcome: 'SAVED',
      minute: 3,
    });
  });

  it('keeps a penalty outcome only while the event is a penalty', () => {
    expect(correctedValues(penalty, { type: 'FOUL' })).toMatchObject({ type: 'FOUL', penaltyOutcome: null });
    const foul = { ...penalty, type: 'FOUL', penaltyOutcome: null };
    expect(correctedValues(foul, { type: 'PENALTY', penaltyOutcome: 'MISSED' })).toMatchObject({
      type: 'PENALTY',
      penaltyOutcome: 'MISSED',
    });
  });

  it("moves the event to the corrected player's team when the correction names it", () => {
    expect(correctedValues(penalty, { playerId: 'a1', teamId: 'A' })).toMatchObject({ playerId: 'a1', teamId: 'A' });
  });
});

describe('countingEvents', () => {
  const event = (id: string, fields: Partial<typeof base> = {}) => ({ ...base, id, ...fields });
  const base = {
    id: '',
    fixtureId: 'f',
    teamId: 'H' as string | null,
    playerId: 'h1' as string | null,
    type: 'GOAL',
    minute: 10,
    penaltyOutcome: null as string | null,
  };

  it('leaves out undone events and keeps the others in order', () => {
    const events = [event('a'), event('b'), event('c')];
    expect(countingEvents(events, [undo('u', 'b')]).map((e) => e.id)).toEqual(['a', 'c']);
  });

  it('gives a corrected event its corrected values and keeps its other fields', () => {
    const changes = [
      correction('c1', 'a', { minute: 12, playerId: 'h2' }),
      correction('c2', 'a', { minute: 14 }),
      correction('c3', 'a', { teamId: 'A', playerId: 'a1' }),
      undo('u', 'c3'),
    ];
    expect(countingEvents([event('a')], changes)).toEqual([event('a', { minute: 14, playerId: 'h2' })]);
  });

  it('leaves the recorded events as they were', () => {
    const recorded = event('a');
    countingEvents([recorded], [correction('c1', 'a', { minute: 80 })]);
    expect(recorded.minute).toBe(10);
  });
});
