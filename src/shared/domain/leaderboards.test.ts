import { describe, expect, it } from 'vitest';
import { awards, computeLeaderboard, type LeaderboardRow, topScorers } from './leaderboards';
import type { FixtureResult, LineupEntry, MatchEventInput, PlayerRef } from './match-types';

const teams = [
  { id: 'home', name: 'Home FC', logo: null },
  { id: 'away', name: 'Away FC', logo: null },
];
const player = (id: string, teamId = 'home'): PlayerRef => ({ id, name: id, image: null, teamId });
const fixture = (id: string, status = 'FULL_TIME', homeScore = 0, awayScore = 0): FixtureResult => ({
  id,
  homeTeamId: 'home',
  awayTeamId: 'away',
  status,
  homeScore,
  awayScore,
});
const starter = (fixtureId: string, playerId: string, position = 'STRIKER', teamId = 'home'): LineupEntry => ({
  fixtureId,
  teamId,
  playerId,
  isStarting: true,
  position,
});
const bench = (fixtureId: string, playerId: string): LineupEntry => ({
  ...starter(fixtureId, playerId),
  isStarting: false,
});
let n = 0;
const event = (
  fixtureId: string,
  type: string,
  playerId: string,
  minute: number,
  extra: Partial<MatchEventInput> = {},
): MatchEventInput => ({
  id: `e${++n}`,
  fixtureId,
  teamId: 'home',
  playerId,
  substitutePlayerId: null,
  type,
  minute,
  penaltyOutcome: null,
  isShootout: false,
  ...extra,
});

function board(
  players: PlayerRef[],
  fixtures: FixtureResult[],
  lineups: LineupEntry[],
  events: MatchEventInput[],
): Record<string, LeaderboardRow> {
  const rows = computeLeaderboard({ players, teams, fixtures, lineups, events });
  return Object.fromEntries(rows.map((row) => [row.playerId, row]));
}

describe('computeLeaderboard', () => {
  it('counts goals and scored in-match penalties, never own goals or shootout kicks', () => {
    const rows = board(
      [player('striker'), player('defender')],
      [fixture('f1', 'FULL_TIME', 2, 1)],
      [starter('f1', 'striker'), starter('f1', 'defender', 'DEFENDER')],
      [
        event('f1', 'GOAL', 'striker', 10),
        event('f1', 'PENALTY', 'striker', 30, { penaltyOutcome: 'SCORED' }),
        event('f1', 'PENALTY', 'striker', 50, { penaltyOutcome: 'MISSED' }),
        event('f1', 'OWN_GOAL', 'defender', 70),
        event('f1', 'PENALTY', 'defender', 0, { penaltyOutcome: 'SCORED', isShootout: true }),
      ],
    );
    expect(rows.striker?.goals).toBe(2);
    expect(rows.defender?.goals).toBe(0);
  });

  it('gives a substitute the match and the minutes from coming on; the starter he replaced until then', () => {
    const rows = board(
      [player('starter'), player('sub'), player('unused')],
      [fixture('f1')],
      [starter('f1', 'starter'), bench('f1', 'sub'), bench('f1', 'unused')],
      [event('f1', 'SUBSTITUTION', 'starter', 60, { substitutePlayerId: 'sub' })],
    );
    expect([rows.starter?.matchesPlayed, rows.starter?.minutes]).toEqual([1, 60]);
    expect([rows.sub?.matchesPlayed, rows.sub?.matches, rows.sub?.minutes]).toEqual([1, 1, 30]);
    expect([rows.unused?.matchesPlayed, rows.unused?.minutes]).toEqual([0, 0]);
  });

  it('ends minutes at a red card and plays on to 120 in extra time', () => {
    const rows = board(
      [player('sent-off'), player('stayer')],
      [fixture('f1')],
      [starter('f1', 'sent-off'), starter('f1', 'stayer')],
      [event('f1', 'RED_CARD', 'sent-off', 35), event('f1', 'GOAL', 'stayer', 112)],
    );
    expect(rows['sent-off']?.minutes).toBe(35);
    expect(rows.stayer?.minutes).toBe(112);
  });

  it("counts extra time's minutes, whose clock starts again from 0, after regulation time", () => {
    const rows = board(
      [player('off-in-et'), player('on-in-et'), player('stayer')],
      [fixture('f1')],
      [starter('f1', 'off-in-et'), bench('f1', 'on-in-et'), starter('f1', 'stayer')],
      [
        event('f1', 'SUBSTITUTION', 'off-in-et', 10, { substitutePlayerId: 'on-in-et', extraTime: true }),
        event('f1', 'GOAL', 'stayer', 25, { extraTime: true }),
      ],
    );
    expect(rows['off-in-et']?.minutes).toBe(100);
    // A finished match that went to extra time lasted its 120 minutes.
    expect(rows['on-in-et']?.minutes).toBe(20);
    expect(rows.stayer?.minutes).toBe(120);
  });

  it("counts extra time on from the end of a second half's stoppage time", () => {
    const rows = board(
      [player('starter'), player('late-sub'), player('et-sub')],
      [fixture('f1')],
      [starter('f1', 'starter'), bench('f1', 'late-sub'), bench('f1', 'et-sub')],
      [
        event('f1', 'SUBSTITUTION', 'starter', 93, { substitutePlayerId: 'late-sub' }),
        event('f1', 'SUBSTITUTION', 'late-sub', 1, { substitutePlayerId: 'et-sub', extraTime: true }),
      ],
    );
    expect(rows['late-sub']?.minutes).toBe(1);
    expect(rows['et-sub']?.minutes).toBe(120 - 94);
  });

  it('caps a match at 120 minutes, takes the earliest exit whatever the order, and survives a broken minute', () => {
    const rows = board(
      [player('long'), player('off')],
      [fixture('f1')],
      [starter('f1', 'long'), starter('f1', 'off')],
      [
        event('f1', 'GOAL', 'long', 130),
        event('f1', 'FOUL', 'long', Number.NaN),
        event('f1', 'RED_CARD', 'off', 80),
        event('f1', 'SUBSTITUTION', 'off', 50),
      ],
    );
    expect([rows.long?.minutes, rows.off?.minutes]).toEqual([120, 50]);
  });

  it('counts a match still being played up to its latest event', () => {
    const rows = board(
      [player('starter')],
      [fixture('f1', 'SECOND_HALF')],
      [starter('f1', 'starter')],
      [event('f1', 'FOUL', 'starter', 55)],
    );
    expect([rows.starter?.matchesPlayed, rows.starter?.minutes]).toEqual([1, 55]);
  });

  it('counts assists and saves', () => {
    const rows = board(
      [player('keeper')],
      [fixture('f1')],
      [starter('f1', 'keeper', 'GOALKEEPER')],
      [event('f1', 'SAVE', 'keeper', 5), event('f1', 'SAVE', 'keeper', 80), event('f1', 'ASSIST', 'keeper', 81)],
    );
    expect([rows.keeper?.saves, rows.keeper?.assists]).toEqual([2, 1]);
  });

  it('gives a clean sheet to the starting keeper of a finished match his team did not concede in', () => {
    const players = [player('home-keeper'), player('away-keeper', 'away'), player('home-defender')];
    const lineups = (f: string) => [
      starter(f, 'home-keeper', 'GOALKEEPER'),
      starter(f, 'away-keeper', 'GOALKEEPER', 'away'),
      starter(f, 'home-defender', 'DEFENDER'),
    ];
    const rows = board(
      players,
      [fixture('won', 'FULL_TIME', 1, 0), fixture('live', 'LIVE', 0, 0), fixture('future', 'SCHEDULED')],
      [...lineups('won'), ...lineups('live'), ...lineups('future')],
      [],
    );
    expect(rows['home-keeper']?.cleanSheets).toBe(1);
    expect(rows['away-keeper']?.cleanSheets).toBe(0);
    expect(rows['home-defender']?.cleanSheets).toBe(0);
    expect(rows['home-keeper']?.matchesPlayed).toBe(2);
  });

  it('gives no clean sheet to a keeper who came on from the bench', () => {
    const rows = board(
      [player('first'), player('second')],
      [fixture('f1', 'FULL_TIME', 1, 0)],
      [starter('f1', 'first', 'GOALKEEPER'), { ...bench('f1', 'second'), position: 'GOALKEEPER' }],
      [event('f1', 'SUBSTITUTION', 'first', 70, { substitutePlayerId: 'second' })],
    );
    expect([rows.first?.cleanSheets, rows.second?.cleanSheets, rows.second?.minutes]).toEqual([1, 0, 20]);
  });

  it('lists every player, with the team', () => {
    const rows = board([player('idle', 'away')], [], [], []);
    expect(rows.idle).toMatchObject({ goals: 0, matchesPlayed: 0, team: teams[1] });
  });
});

describe('topScorers and awards', () => {
  const row = (
    id: string,
    goals: number,
    assists: number,
    cleanSheets: number,
    matchesPlayed: number,
    { saves = 0, matchesInGoal = cleanSheets > 0 ? matchesPlayed : 0 } = {},
  ): LeaderboardRow => ({
    playerId: id,
    player: { id, name: id, image: null },
    team: null,
    goals,
    assists,
    saves,
    matches: matchesPlayed,
    matchesPlayed,
    minutes: 0,
    cleanSheets,
    matchesInGoal,
  });
  const rows = [
    row('ann', 3, 0, 0, 5),
    row('bob', 3, 2, 0, 3),
    row('cat', 5, 1, 2, 6),
    row('dan', 0, 2, 2, 4),
    row('eve', 1, 0, 0, 1),
  ];

  it('takes the three best scorers with goals', () => {
    expect(topScorers(rows).map((r) => r.playerId)).toEqual(['cat', 'ann', 'bob']);
    expect(topScorers([row('zero', 0, 0, 0, 1)])).toEqual([]);
  });

  it('ranks each award by its stat, then fewer matches played', () => {
    const { goldenBoot, goldenGlove, assistsLeaderboard } = awards(rows);
    expect(goldenBoot.map((r) => r.playerId)).toEqual(['cat', 'bob', 'ann', 'eve']);
    expect(goldenGlove.map((r) => r.playerId)).toEqual(['dan', 'cat']);
    expect(assistsLeaderboard.map((r) => r.playerId)).toEqual(['bob', 'dan', 'cat']);
  });

  it('lists every goalkeeper who played in the Golden Gloves, clean sheets first, then saves', () => {
    const keepers = [
      row('none-kept', 0, 0, 0, 3, { saves: 9, matchesInGoal: 3 }),
      row('one-kept', 0, 0, 1, 3, { saves: 2, matchesInGoal: 3 }),
      row('few-saves', 0, 0, 0, 3, { saves: 4, matchesInGoal: 3 }),
      row('outfield', 2, 0, 0, 3, { saves: 1, matchesInGoal: 0 }),
    ];
    expect(awards(keepers).goldenGlove.map((r) => r.playerId)).toEqual(['one-kept', 'none-kept', 'few-saves']);
  });

  it('orders players level on the stat and on matches by name', () => {
    const level = [row('Zed', 2, 0, 0, 2), row('amy', 2, 0, 0, 2)];
    expect(awards(level).goldenBoot.map((r) => r.playerId)).toEqual(['amy', 'Zed']);
    expect(topScorers(level).map((r) => r.playerId)).toEqual(['amy', 'Zed']);
  });
});
