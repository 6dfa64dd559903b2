import { describe, expect, it } from 'vitest';
import type { CompetitionRead } from '../../schemas/competition-read';
import type { FixtureSummary, TournamentDetail } from '../../schemas/reads';
import { fixtureRead, tournamentRead } from '../test-reads';
import type { SlotSource } from './bracket';
import { type LocalResult, withLocalResults } from './local-results';
import { nextPairing } from './next-pairing';

const team = (id: string) => ({ id, name: `Team ${id}`, logo: null });
const TEAMS = ['a1', 'a2', 'a3', 'b1', 'b2', 'b3', 'k1', 'k2', 'k3', 'k4'].map(team);

const fixture = (id: string, home: string, away: string, extra: Partial<FixtureSummary> = {}): FixtureSummary =>
  fixtureRead(id, home, away, {
    homeTeam: team(home),
    awayTeam: team(away),
    stage: null,
    bracketMatch: null,
    ...extra,
  });

type Slot = { team: string | null; source: SlotSource; label: string };
const placed = (id: string): Slot => ({ team: id, source: { kind: 'team', teamId: id }, label: `Team ${id}` });
const open = (source: SlotSource, label: string): Slot => ({ team: null, source, label });

function match(id: string, home: Slot, away: Slot, fixtureId: string | null = null) {
  const slot = (s: Slot) => ({ team: s.team ? team(s.team) : null, label: s.label, source: s.source });
  return {
    id,
    home: slot(home),
    away: slot(away),
    fixtureId,
    status: fixtureId ? 'SCHEDULED' : null,
    result: null,
    winnerTeamId: null,
  };
}

const tournament = (competition: CompetitionRead, fixtures: FixtureSummary[]): TournamentDetail =>
  tournamentRead({ teams: TEAMS, fixtures, competition });

const score = (fixtureId: string, home: number, away: number, penalties?: [number, number]): LocalResult => ({
  fixtureId,
  homeScore: home,
  awayScore: away,
  homePenaltyScore: penalties?.[0] ?? null,
  awayPenaltyScore: penalties?.[1] ?? null,
  extraTime: !!penalties,
});

/** Semi-finals k1–k4 and k2–k3 with fixtures, then the third-place match and the final. */
function knockoutCup() {
  const competition: CompetitionRead = {
    format: { kind: 'knockout', thirdPlace: true },
    tieBreak: { preset: 'standard', criteria: ['points', 'goal-difference', 'goals-for', 'head-to-head', 'lots'] },
    groups: [],
    bracket: {
      rounds: [
        {
          round: 1,
          name: 'Semi-finals',
          matches: [match('SF1', placed('k1'), placed('k4'), 'sf1'), match('SF2', placed('k2'), placed('k3'), 'sf2')],
        },
        {
          round: 2,
          name: 'Third-place match',
          matches: [
            match(
              '3P',
              open({ kind: 'loser', match: 'SF1' }, 'Loser of SF1'),
              open({ kind: 'loser', match: 'SF2' }, 'Loser of SF2'),
            ),
          ],
        },
        {
          round: 2,
          name: 'Final',
          matches: [
            match(
              'F',
              open({ kind: 'winner', match: 'SF1' }, 'Winner of SF1'),
              open({ kind: 'winner', match: 'SF2' }, 'Winner of SF2'),
            ),
          ],
        },
      ],
    },
  };
  const fixtures = [
    fixture('sf1', 'k1', 'k4', { stage: 'knockout', bracketMatch: 'SF1' }),
    fixture('sf2', 'k2', 'k3', { stage: 'knockout', bracketMatch: 'SF2' }),
  ];
  return tournament(competition, fixtures);
}

const matchOf = (read: TournamentDetail, id: string) =>
  read.competition?.bracket?.rounds.flatMap((r) => r.matches).find((m) => m.id === id);

describe('withLocalResults', () => {
  it('sends the winner and the loser of a match this phone ended on to their places, unconfirmed', () => {
    const read = withLocalResults(knockoutCup(), [score('sf1', 1, 1, [3, 4])]);
    expect(matchOf(read, 'SF1')).toMatchObject({
      status: 'FULL_TIME',
      result: '1–1 (a.e.t.), 3–4 on penalties',
      winnerTeamId: 'k4',
      unconfirmed: true,
    });
    expect(matchOf(read, 'F')?.home).toEqual({
      team: team('k4'),
      label: 'Team k4',
      source: { kind: 'winner', match: 'SF1' },
      unconfirmed: true,
    });
    expect(matchOf(read, 'F')?.away).toMatchObject({ team: null, label: 'Winner of SF2' });
    expect(matchOf(read, '3P')?.home).toMatchObject({ team: team('k1'), unconfirmed: true });
  });

  it('leaves what the server decided, and a result that has no winner, as they are', () => {
    const cup = knockoutCup();
    const confirmed = structuredClone(cup);
    const sf2 = matchOf(confirmed, 'SF2');
    const final = matchOf(confirmed, 'F');
    if (!sf2 || !final) throw new Error('no SF2 or final');
    Object.assign(sf2, { status: 'FULL_TIME', result: '2–0', winnerTeamId: 'k2' });
    final.away = { team: team('k2'), label: 'Team k2', source: { kind: 'winner', match: 'SF2' } };
    const sf2Fixture = confirmed.fixtures[1];
    if (sf2Fixture) Object.assign(sf2Fixture, { status: 'FULL_TIME', homeScore: 2 });
    // The phone's own 0–3 for SF2 came too late: the server's 2–0 stands.
    const read = withLocalResults(confirmed, [score('sf2', 0, 3)]);
    expect(read).toEqual(confirmed);
    expect(matchOf(withLocalResults(cup, [score('sf1', 2, 2)]), 'F')?.home.team).toBeNull();
    expect(withLocalResults(cup, [])).toBe(cup);
  });

  it('works on reads saved before slots named their source: nothing is filled', () => {
    const cup = knockoutCup();
    for (const round of cup.competition?.bracket?.rounds ?? []) {
      for (const m of round.matches) {
        delete m.home.source;
        delete m.away.source;
      }
    }
    expect(matchOf(withLocalResults(cup, [score('sf1', 1, 0)]), 'F')?.home.team).toBeNull();
  });

  /** Groups A (a1–a3) and B (b1–b3), one going through from each, to a final. */
  function groupsCup(criteria: string[] = ['points', 'goal-difference', 'goals-for', 'head-to-head', 'lots']) {
    const row = (id: string, position: number) => ({
      position,
      team: team(id),
      played: 0,
      won: 0,
      drawn: 0,
      lost: 0,
      goalsFor: 0,
      goalsAgainst: 0,
      goalDifference: 0,
      points: 0,
      decidedBy: null,
      byLots: false,
      qualification: null,
    });
    const group = (name: string, ids: string[]) => ({
      name,
      complete: false,
      rows: ids.map((id, i) => row(id, i + 1)),
    });
    const competition: CompetitionRead = {
      format: { kind: 'groups-knockout', rounds: 1, advance: 1, thirdPlace: false },
      tieBreak: { preset: 'standard', criteria },
      // The server's tables before the last results: a3 tops group A for now.
      groups: [group('A', ['a3', 'a2', 'a1']), group('B', ['b1', 'b2', 'b3'])],
      bracket: {
        rounds: [
          {
            round: 1,
            name: 'Final',
            matches: [
              match(
                'F',
                open({ kind: 'group', group: 'A', position: 1 }, 'Winner of Group A'),
                open({ kind: 'group', group: 'B', position: 1 }, 'Winner of Group B'),
              ),
            ],
          },
        ],
      },
    };
    const played = { status: 'FULL_TIME', homeScore: 1, stage: 'A', matchType: 'Group' };
    const fixtures = [
      fixture('a-12', 'a1', 'a2', { ...played }),
      fixture('a-13', 'a1', 'a3', { ...played }),
      fixture('a-23', 'a2', 'a3', { stage: 'A', matchType: 'Group' }),
      fixture('b-12', 'b1', 'b2', { stage: 'B', matchType: 'Group' }),
      fixture('b-13', 'b1', 'b3', { ...played, stage: 'B' }),
      fixture('b-23', 'b2', 'b3', { ...played, stage: 'B' }),
    ];
    return tournament(competition, fixtures);
  }

  it("fills a group's places once the phone has every result of the group", () => {
    const read = withLocalResults(groupsCup(), [score('a-23', 0, 5)]);
    const final = matchOf(read, 'F');
    // Group A: a1 6 points, a3 3 (goal difference +4), a2 0.
    expect(final?.home).toMatchObject({ team: team('a1'), label: 'Team a1', unconfirmed: true });
    // Group B still waits for b1–b2.
    expect(final?.away).toMatchObject({ team: null, label: 'Winner of Group B' });
  });

  it('leaves group places open when fair play decides ties: the phone lacks the cards', () => {
    const cup = groupsCup(['points', 'goal-difference', 'goals-for', 'head-to-head', 'fair-play', 'lots']);
    expect(matchOf(withLocalResults(cup, [score('a-23', 0, 5)]), 'F')?.home.team).toBeNull();
  });

  it("leaves a group's places open when the group's own order is by fair play", () => {
    const cup = groupsCup();
    const competition = cup.competition as CompetitionRead;
    const [a, b] = competition.groups as [CompetitionRead['groups'][number], CompetitionRead['groups'][number]];
    const ownOrder = ['points', 'goal-difference', 'goals-for', 'head-to-head', 'fair-play', 'lots'];
    const read = { ...cup, competition: { ...competition, groups: [{ ...a, criteria: ownOrder }, b] } };
    expect(matchOf(withLocalResults(read, [score('a-23', 0, 5)]), 'F')?.home.team).toBeNull();
  });

  it('leaves group places open when teams end level on everything: the admin draws lots', () => {
    // a2 beats a3 1–0: a1, a2 and a3 each win once 1–0 and lose once 0–1, level on everything.
    const cup = groupsCup();
    const fixtures = cup.fixtures.map((f) => (f.id === 'a-13' ? { ...f, homeScore: 0, awayScore: 1 } : f));
    expect(matchOf(withLocalResults({ ...cup, fixtures }, [score('a-23', 1, 0)]), 'F')?.home.team).toBeNull();
  });
});

describe('nextPairing', () => {
  it("names where a match's winner goes and whom it meets there, once the winner is known", () => {
    const cup = knockoutCup();
    expect(nextPairing(cup.competition, 'SF1')).toBeNull();
    const read = withLocalResults(cup, [score('sf1', 0, 2)]);
    expect(nextPairing(read.competition, 'SF1')).toEqual({ team: 'Team k4', match: 'F', opponent: 'Winner of SF2' });
    const both = withLocalResults(cup, [score('sf1', 0, 2), score('sf2', 1, 0)]);
    expect(nextPairing(both.competition, 'SF2')).toEqual({ team: 'Team k2', match: 'F', opponent: 'Team k4' });
    expect(nextPairing(both.competition, 'F')).toBeNull();
    expect(nextPairing(null, 'SF1')).toBeNull();
  });
});
