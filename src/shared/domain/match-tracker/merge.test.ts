import { describe, expect, it } from 'vitest';
import { trackerMessages as m } from './messages';
import { admit, replay } from './reducer';
import { LINEUPS, logBuilder, MIN, playerOf, SEC, T0 } from './test-data';
import type { TrackerEntry } from './types';

const on = (device: string, entry: TrackerEntry): TrackerEntry => ({ ...entry, device });

/** Every order of the entries (up to 6 entries: 720 orders). */
function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((p) => [item, ...p]),
  );
}

describe('replay order', () => {
  it('gives the same state whatever order the entries arrive in', () => {
    const b = logBuilder();
    const entries = [
      on('A', b.start(T0)),
      on('A', b.event('GOAL', 'H', 'h3', T0 + 10 * MIN)),
      on('B', b.event('YELLOW_CARD', 'A', 'a1', T0 + 12 * MIN)),
      on('B', b.sub('A', 'a2', 'as1', T0 + 20 * MIN)),
      on('A', b.stage('HALF_TIME', T0 + 45 * MIN)),
      on('B', b.event('GOAL', 'A', 'as1', T0 + 30 * MIN)),
    ];
    const expected = replay(LINEUPS, entries);
    expect(expected.rejected).toEqual([]);
    expect(expected.score).toMatchObject({ homeScore: 1, awayScore: 1 });
    for (const order of permutations(entries)) expect(replay(LINEUPS, order)).toEqual(expected);
  });

  it('gives the server the same state however two phones interleave their sends, a probable duplicate included', () => {
    const b = logBuilder();
    const entries = [
      on('A', b.start(T0)),
      on('A', b.event('GOAL', 'H', 'h3', T0 + 10 * MIN)),
      on('B', b.event('GOAL', 'H', 'h3', T0 + 10 * MIN + 30 * SEC)),
      on('B', b.event('YELLOW_CARD', 'A', 'a1', T0 + 12 * MIN)),
      on('A', b.stage('HALF_TIME', T0 + 45 * MIN)),
    ];
    const expected = replay(LINEUPS, entries);
    expect(expected.duplicates).toHaveLength(1);
    expect(expected.score).toMatchObject({ homeScore: 1, awayScore: 0 });
    // Each phone sends its own entries in the order it recorded them (its outbox is FIFO), and B
    // scores only once it has seen A's kick-off, which the server therefore has already.
    const keepsPhoneOrder = (order: TrackerEntry[]) =>
      order[0] === entries[0] &&
      ['A', 'B'].every((device) => {
        const sent = order.filter((e) => e.device === device);
        return sent.every((e, i) => i === 0 || (sent[i - 1] as TrackerEntry).at <= e.at);
      });
    const interleavings = permutations(entries).filter(keepsPhoneOrder);
    expect(interleavings).toHaveLength(6);
    for (const order of interleavings) {
      let state = replay(LINEUPS, []);
      for (const entry of order) {
        const taken = admit(state, entry);
        if (!taken.ok) throw new Error(`refused ${entry.kind}: ${taken.reason}`);
        state = taken.state;
      }
      expect({ ...state, log: [...state.log].sort((x, y) => x.at - y.at) }).toEqual(expected);
    }
  });
});

describe('two phones on one match', () => {
  it('counts a goal both phones recorded within 90 s of match time once, and flags it', () => {
    const b = logBuilder();
    const start = on('A', b.start(T0));
    const goalA = on('A', b.event('GOAL', 'H', 'h3', T0 + 30 * MIN));
    const goalB = on('B', b.event('GOAL', 'H', 'h3', T0 + 30 * MIN + 80 * SEC));
    const state = replay(LINEUPS, [start, on('B', b.start(T0 + 2 * SEC)), goalB, goalA]);
    expect(state.score.homeScore).toBe(1);
    expect(state.events.map((e) => e.id)).toEqual([goalA.id]);
    expect(state.duplicates).toEqual([{ id: goalB.id, of: goalA.id }]);
  });

  it('counts both when they are further apart than 90 s, or recorded on one phone', () => {
    const b = logBuilder();
    const start = on('A', b.start(T0));
    const far = replay(LINEUPS, [
      start,
      on('A', b.event('GOAL', 'H', 'h3', T0 + 30 * MIN)),
      on('B', b.event('GOAL', 'H', 'h3', T0 + 31 * MIN + 31 * SEC)),
    ]);
    expect(far.score.homeScore).toBe(2);
    const samePhone = replay(LINEUPS, [
      start,
      on('A', b.event('GOAL', 'H', 'h3', T0 + 30 * MIN)),
      on('A', b.event('GOAL', 'H', 'h3', T0 + 30 * MIN + 10 * SEC)),
    ]);
    expect(samePhone.score.homeScore).toBe(2);
    expect(samePhone.duplicates).toEqual([]);
  });

  it('settles a probable duplicate with one answer: "same" counts it once, "two" counts both', () => {
    const b = logBuilder();
    const log = [
      on('A', b.start(T0)),
      on('A', b.event('GOAL', 'H', 'h3', T0 + 30 * MIN)),
      on('B', b.event('GOAL', 'H', 'h3', T0 + 30 * MIN + 5 * SEC)),
    ];
    const flagged = replay(LINEUPS, log);
    const duplicate = flagged.duplicates[0]?.id as string;
    const same = admit(flagged, {
      kind: 'RESOLVE_DUPLICATE',
      id: 'r1',
      at: T0 + 40 * MIN,
      targetId: duplicate,
      same: true,
    });
    const two = admit(flagged, {
      kind: 'RESOLVE_DUPLICATE',
      id: 'r2',
      at: T0 + 40 * MIN,
      targetId: duplicate,
      same: false,
    });
    if (!same.ok || !two.ok) throw new Error('answer refused');
    expect(same.state.score.homeScore).toBe(1);
    expect(same.state.duplicates).toEqual([]);
    expect(two.state.score.homeScore).toBe(2);
    expect(two.state.duplicates).toEqual([]);
    const again = admit(same.state, {
      kind: 'RESOLVE_DUPLICATE',
      id: 'r3',
      at: T0 + 41 * MIN,
      targetId: duplicate,
      same: false,
    });
    expect(again).toEqual({ ok: false, reason: m.notADuplicate });
  });

  it('merges the same stage change and clock start from two phones into one', () => {
    const b = logBuilder();
    const state = replay(LINEUPS, [
      on('A', b.start(T0)),
      on('B', b.start(T0 + 3 * SEC)),
      on('A', b.stage('HALF_TIME', T0 + 45 * MIN)),
      on('B', b.stage('HALF_TIME', T0 + 45 * MIN + 20 * SEC)),
      on('B', b.stage('SECOND_HALF', T0 + 60 * MIN)),
    ]);
    expect(state.rejected).toEqual([]);
    expect(state.merged).toHaveLength(2);
    expect(state.stage).toBe('Second Half');
    expect(state.clock.accumulatedMs).toBe(45 * MIN);
  });

  it('takes an entry recorded before another phone ended the match, when it arrives after', () => {
    const b = logBuilder();
    const ended = replay(LINEUPS, [on('A', b.start(T0)), on('A', b.stage('FULL_TIME', T0 + 90 * MIN))]);
    const late = admit(ended, on('B', b.event('GOAL', 'A', 'a3', T0 + 88 * MIN)));
    if (!late.ok) throw new Error(late.reason);
    expect(late.state.score.awayScore).toBe(1);
    expect(late.state.events[0]?.minute).toBe(88);
    expect(late.state.stage).toBe('Full Time');
    const after = admit(ended, on('B', b.event('GOAL', 'A', 'a3', T0 + 91 * MIN)));
    expect(after).toEqual({ ok: false, reason: m.locked });
  });

  it('refuses an entry that would make one already taken break the rules', () => {
    const b = logBuilder();
    const goal = on('A', b.event('GOAL', 'H', 'h3', T0 + 20 * MIN + 1));
    const taken = replay(LINEUPS, [on('A', b.start(T0)), goal]);
    const redCardJustBefore = on('B', b.event('RED_CARD', 'H', 'h3', T0 + 20 * MIN));
    const result = admit(taken, redCardJustBefore);
    expect(result).toEqual({ ok: false, reason: m.conflict(m.sentOff) });
  });
});

describe('second yellow card', () => {
  it('sends the player off like a red card and prompts a substitution', () => {
    const b = logBuilder();
    const state = replay(LINEUPS, [
      b.start(T0),
      b.event('YELLOW_CARD', 'A', 'a1', T0 + 10 * MIN),
      b.event('YELLOW_CARD', 'A', 'a2', T0 + 11 * MIN),
      b.event('YELLOW_CARD', 'A', 'a1', T0 + 50 * MIN),
    ]);
    expect(playerOf(state, 'away', 'a1').status).toBe('SENT_OFF');
    expect(playerOf(state, 'away', 'a2').status).toBe('ON_FIELD');
    expect(state.away.pendingSubstitution).toEqual(['a1']);
    expect(state.events.map((e) => e.secondYellow ?? false)).toEqual([false, false, true]);
  });

  it('does not send off when the first yellow was undone', () => {
    const b = logBuilder();
    const first = b.event('YELLOW_CARD', 'A', 'a1', T0 + 10 * MIN);
    const state = replay(LINEUPS, [
      b.start(T0),
      first,
      b.undo(first.id, T0 + 11 * MIN),
      b.event('YELLOW_CARD', 'A', 'a1', T0 + 50 * MIN),
    ]);
    expect(playerOf(state, 'away', 'a1').status).toBe('ON_FIELD');
  });
});
