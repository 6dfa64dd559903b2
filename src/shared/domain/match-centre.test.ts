import { describe, expect, it } from 'vitest';
import { type CentreEvent, liveClock, matchSummary, matchTimeline } from './match-centre';

const KICK_OFF = Date.parse('2025-11-22T10:00:00.000Z');
const at = (minutes: number) => new Date(KICK_OFF + minutes * 60_000).toISOString();

let n = 0;
const ev = (
  teamId: string | null,
  type: string,
  minute: number,
  name: string | null,
  over: Partial<CentreEvent> = {},
): CentreEvent => ({
  id: `e${++n}`,
  teamId,
  type,
  minute,
  penaltyOutcome: null,
  isShootout: false,
  player: name ? { name } : null,
  metadata: null,
  createdAt: at(minute),
  ...over,
});

describe('matchTimeline', () => {
  it('lists events by minute, drops those without a type or with a negative minute, shootout kicks last', () => {
    const timeline = matchTimeline(
      [
        ev('h', 'PENALTY', 0, 'Kicker', { isShootout: true, penaltyOutcome: 'SCORED', createdAt: at(125) }),
        ev('a', 'FOUL', 30, 'B'),
        ev('h', '', 5, 'X'),
        ev('h', 'GOAL', -1, 'Y'),
        ev('h', 'GOAL', 12, 'Ali'),
        ev('x', 'SAVE', 40, 'Keeper'),
      ],
      'h',
      'a',
    );
    expect(timeline.map((t) => [t.event.minute, t.event.type, t.side])).toEqual([
      [12, 'GOAL', 'home'],
      [30, 'FOUL', 'away'],
      [40, 'SAVE', null],
      [0, 'PENALTY', 'home'],
    ]);
    expect(timeline.map((t) => t.kind)).toEqual(['goal', 'other', 'other', 'penalty']);
  });

  it("lists extra time's events after the others: its clock, and so its minutes, start again from 0", () => {
    const extraTime = (minute: number) => ({
      metadata: JSON.stringify({ extraTime: true }),
      createdAt: at(95 + minute),
    });
    const timeline = matchTimeline(
      [
        ev('a', 'GOAL', 2, 'Cem', extraTime(2)),
        ev('h', 'ASSIST', 2, 'Ben', extraTime(2.1)),
        ev('h', 'GOAL', 3, 'Ali'),
        ev('h', 'RED_CARD', 0, 'Dev', extraTime(0)),
        ev('h', 'GOAL', 88, 'Eli'),
      ],
      'h',
      'a',
    );
    expect(timeline.map((t) => [t.event.minute, t.event.player?.name, t.assist])).toEqual([
      [3, 'Ali', undefined],
      [88, 'Eli', undefined],
      [0, 'Dev', undefined],
      [2, 'Cem', undefined],
      // Ben's assist in extra time is not joined to Ali's goal of the first half, a minute apart on the clock.
      [2, 'Ben', undefined],
    ]);
    const summary = matchSummary(
      timeline.map((t) => t.event),
      'h',
      'a',
    );
    expect(summary.scorers.away).toEqual([{ name: 'Cem', goals: [{ minute: 2, extraTime: true, mark: 'goal' }] }]);
    expect(summary.sentOff.home).toEqual([{ name: 'Dev', minute: 0, extraTime: true }]);
  });

  it('joins an assist to the goal it made, before or after it was recorded, and drops its row', () => {
    const timeline = matchTimeline(
      [
        ev('h', 'ASSIST', 12, 'Ben', { createdAt: at(12.2) }),
        ev('h', 'GOAL', 12, 'Ali', { createdAt: at(12.1) }),
        ev('h', 'GOAL', 50, 'Ali'),
        ev('a', 'GOAL', 51, 'Cem'),
        ev('a', 'ASSIST', 52, 'Dan'),
      ],
      'h',
      'a',
    );
    expect(timeline.map((t) => [t.event.type, t.event.minute, t.assist])).toEqual([
      ['GOAL', 12, 'Ben'],
      ['GOAL', 50, undefined],
      ['GOAL', 51, 'Dan'],
    ]);
  });

  it('keeps an assist that fits no goal (another team, too far, or his own goal) as its own row', () => {
    const timeline = matchTimeline(
      [
        ev('h', 'GOAL', 10, 'Ali'),
        ev('a', 'ASSIST', 10, 'Cem'),
        ev('h', 'ASSIST', 30, 'Ben'),
        ev('h', 'ASSIST', 10, 'Ali'),
      ],
      'h',
      'a',
    );
    expect(timeline.map((t) => [t.event.type, t.event.player?.name, t.assist, t.kind])).toEqual([
      ['GOAL', 'Ali', undefined, 'goal'],
      ['ASSIST', 'Cem', undefined, 'other'],
      ['ASSIST', 'Ali', undefined, 'other'],
      ['ASSIST', 'Ben', undefined, 'other'],
    ]);
  });

  it('gives each goal of two close ones its own assist', () => {
    const timeline = matchTimeline(
      [
        ev('h', 'GOAL', 20, 'Ali'),
        ev('h', 'ASSIST', 20, 'Ben'),
        ev('h', 'GOAL', 21, 'Cai'),
        ev('h', 'ASSIST', 21, 'Dev'),
      ],
      'h',
      'a',
    );
    expect(timeline.map((t) => t.assist)).toEqual(['Ben', 'Dev']);
  });

  it('tells cards and penalties apart, a second yellow drawn as a red card', () => {
    const kinds = matchTimeline(
      [
        ev('h', 'YELLOW_CARD', 1, 'A'),
        ev('h', 'YELLOW_CARD', 2, 'A', { metadata: JSON.stringify({ secondYellow: true }) }),
        ev('h', 'RED_CARD', 3, 'B'),
        ev('h', 'PENALTY', 4, 'C', { penaltyOutcome: 'SAVED' }),
        ev('h', 'SUBSTITUTION', 5, 'D'),
        ev('h', 'OWN_GOAL', 6, 'E'),
      ],
      'h',
      'a',
    ).map((t) => t.kind);
    expect(kinds).toEqual(['yellow', 'red', 'red', 'penaltyMissed', 'substitution', 'ownGoal']);
  });

  it('draws an own goal on the side it counted for, with the goal', () => {
    const timeline = matchTimeline([ev('a', 'OWN_GOAL', 20, 'Cem'), ev('h', 'OWN_GOAL', 30, 'Ali')], 'h', 'a');
    expect(timeline.map((t) => t.side)).toEqual(['home', 'away']);
  });
});

describe('matchSummary', () => {
  it('lists scorers per side with their minutes, in the order they first scored', () => {
    const { scorers } = matchSummary(
      [ev('h', 'GOAL', 45, 'Ali'), ev('h', 'GOAL', 12, 'Ali'), ev('h', 'GOAL', 30, 'Ben'), ev('a', 'GOAL', 80, 'Cem')],
      'h',
      'a',
    );
    expect(scorers.home).toEqual([
      {
        name: 'Ali',
        goals: [
          { minute: 12, mark: 'goal' },
          { minute: 45, mark: 'goal' },
        ],
      },
      { name: 'Ben', goals: [{ minute: 30, mark: 'goal' }] },
    ]);
    expect(scorers.away).toEqual([{ name: 'Cem', goals: [{ minute: 80, mark: 'goal' }] }]);
  });

  it('puts an own goal under the side it counted for, and marks penalties scored in play', () => {
    const { scorers } = matchSummary(
      [
        ev('a', 'OWN_GOAL', 20, 'Cem'),
        ev('a', 'GOAL', 25, 'Cem'),
        ev('h', 'PENALTY', 60, 'Ali', { penaltyOutcome: 'SCORED' }),
        ev('h', 'PENALTY', 70, 'Ben', { penaltyOutcome: 'MISSED' }),
      ],
      'h',
      'a',
    );
    expect(scorers.home).toEqual([
      { name: 'Cem', goals: [{ minute: 20, mark: 'ownGoal' }] },
      { name: 'Ali', goals: [{ minute: 60, mark: 'penalty' }] },
    ]);
    expect(scorers.away).toEqual([{ name: 'Cem', goals: [{ minute: 25, mark: 'goal' }] }]);
  });

  it('leaves shootout kicks out of the scorers, and lists red cards and second yellows', () => {
    const summary = matchSummary(
      [
        ev('h', 'PENALTY', 0, 'Ali', { isShootout: true, penaltyOutcome: 'SCORED' }),
        ev('a', 'RED_CARD', 33, 'Cem'),
        ev('h', 'YELLOW_CARD', 40, 'Ben'),
        ev('h', 'YELLOW_CARD', 70, 'Ben', { metadata: JSON.stringify({ secondYellow: true }) }),
        ev(null, 'GOAL', 5, 'Nobody'),
      ],
      'h',
      'a',
    );
    expect(summary.scorers).toEqual({ home: [], away: [] });
    expect(summary.sentOff).toEqual({ home: [{ name: 'Ben', minute: 70 }], away: [{ name: 'Cem', minute: 33 }] });
  });

  it('names a player kept only in the metadata, and gives null when none is known', () => {
    const { scorers } = matchSummary(
      [ev('h', 'GOAL', 5, null, { metadata: JSON.stringify({ playerName: 'Meta' }) }), ev('h', 'GOAL', 9, null)],
      'h',
      'a',
    );
    expect(scorers.home.map((l) => l.name)).toEqual(['Meta', null]);
  });
});

describe('liveClock', () => {
  const fixture = (status: string) => ({ status, date: at(0) });

  it("shows the scorer's clock when the match has one: pauses and the break count, whatever the events say", () => {
    const clocked = (runningSince: string | null, elapsedMs: number) => ({
      ...fixture('SECOND_HALF'),
      clock: { runningSince, elapsedMs },
    });
    const events = [ev('h', 'GOAL', 40, 'A')];
    // 45 minutes played, restarted 7.5 minutes ago: 52', though the wall clock says far more.
    const restarted = Date.parse(at(70));
    expect(liveClock(clocked(at(70), 45 * 60_000), events, restarted + 7.5 * 60_000)).toEqual({
      phase: 'secondHalf',
      minute: 52,
    });
    // Paused at 61:30: it stays at 61' however long the pause, and says it is paused.
    expect(liveClock(clocked(null, 61.5 * 60_000), events, restarted + 120 * 60_000)).toEqual({
      phase: 'secondHalf',
      minute: 61,
      paused: true,
    });
    // A clock left running overnight on a match nobody ended shows no minute.
    expect(liveClock(clocked(at(70), 45 * 60_000), events, restarted + 24 * 60 * 60_000)).toEqual({
      phase: 'secondHalf',
      minute: null,
    });
    expect(liveClock({ ...clocked(null, 44 * 60_000), status: 'HALF_TIME' }, events, restarted)).toEqual({
      phase: 'halfTime',
      minute: null,
    });
  });

  it('is null for a match not being played', () => {
    for (const status of ['SCHEDULED', 'FULL_TIME', 'CANCELLED'])
      expect(liveClock(fixture(status), [], KICK_OFF)).toBeNull();
  });

  it('has no minute at half time', () => {
    expect(liveClock(fixture('HALF_TIME'), [ev('h', 'GOAL', 40, 'A')], KICK_OFF + 50 * 60_000)).toEqual({
      phase: 'halfTime',
      minute: null,
    });
  });

  it("counts on from the latest event's minute by the time since it was recorded", () => {
    const events = [ev('h', 'GOAL', 60, 'A', { createdAt: at(75) }), ev('h', 'FOUL', 10, 'B')];
    expect(liveClock(fixture('SECOND_HALF'), events, Date.parse(at(82.5)))).toEqual({
      phase: 'secondHalf',
      minute: 67,
    });
    // A phone whose clock is a little behind the server's never shows less than the event's minute.
    expect(liveClock(fixture('SECOND_HALF'), events, Date.parse(at(74)))?.minute).toBe(60);
  });

  it('counts from the kick-off in the first half before any event', () => {
    expect(liveClock(fixture('LIVE'), [], Date.parse(at(3.9)))).toEqual({ phase: 'firstHalf', minute: 3 });
    expect(liveClock(fixture('LIVE'), [], Date.parse(at(-5)))?.minute).toBeNull();
    expect(liveClock(fixture('SECOND_HALF'), [], Date.parse(at(50)))).toEqual({ phase: 'secondHalf', minute: null });
  });

  it('shows no minute from stale knowledge or from before extra time', () => {
    expect(liveClock(fixture('SECOND_HALF'), [ev('h', 'GOAL', 60, 'A')], Date.parse(at(200)))?.minute).toBeNull();
    expect(liveClock(fixture('LIVE'), [], Date.parse(at(90)))?.minute).toBeNull();
    const extra = liveClock(fixture('EXTRA_TIME'), [ev('h', 'GOAL', 88, 'A')], Date.parse(at(95)));
    expect(extra).toEqual({ phase: 'extraTime', minute: null });
    const inExtra = [ev('h', 'GOAL', 88, 'A'), ev('h', 'FOUL', 4, 'B', { createdAt: at(100) })];
    expect(liveClock(fixture('EXTRA_TIME'), inExtra, Date.parse(at(102)))?.minute).toBe(6);
  });

  it('leaves shootout kicks out of the clock', () => {
    const events = [ev('h', 'GOAL', 20, 'A'), ev('h', 'PENALTY', 0, 'B', { isShootout: true, createdAt: at(30) })];
    expect(liveClock(fixture('LIVE'), events, Date.parse(at(31)))?.minute).toBe(31);
  });
});
