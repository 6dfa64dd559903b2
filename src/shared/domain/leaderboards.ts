import {
  byName,
  FINISHED,
  type FixtureResult,
  type LineupEntry,
  type MatchEventInput,
  NOT_PLAYED,
  type PlayerRef,
  type TeamRef,
} from './match-types';

/** One player's numbers in a tournament, derived from its fixtures, lineups and events. */
export interface LeaderboardRow {
  playerId: string;
  player: { id: string; name: string; image: string | null };
  team: TeamRef | null;
  goals: number;
  assists: number;
  saves: number;
  /** Same as matchesPlayed; both names are read by clients. */
  matches: number;
  matchesPlayed: number;
  minutes: number;
  cleanSheets: number;
  /** Matches the player's lineup put them in goal and they were on the pitch. */
  matchesInGoal: number;
}

const REGULATION = 90;
const WITH_EXTRA_TIME = 120;

/** A goal for the player: a GOAL, or a penalty scored in the match (a shootout kick is not a goal). */
export const isGoal = (e: Pick<MatchEventInput, 'type' | 'penaltyOutcome' | 'isShootout'>) =>
  e.type === 'GOAL' || (e.type === 'PENALTY' && e.penaltyOutcome === 'SCORED' && !e.isShootout);

/** An event's minute as a usable number: a missing or broken minute counts as kick-off. */
const minuteOf = (e: MatchEventInput) =>
  typeof e.minute === 'number' && Number.isFinite(e.minute) ? Math.max(0, e.minute) : 0;

/**
 * The events with their minute on the match's clock: extra time's clock starts again from 0, so its
 * minutes count on from the end of the fixture's regulation time (90, or its latest minute before
 * extra time when stoppage time ran past it).
 */
function onMatchClock(events: readonly MatchEventInput[]): MatchEventInput[] {
  const regulationEnd = new Map<string, number>();
  for (const e of events) {
    if (e.extraTime || e.isShootout) continue;
    regulationEnd.set(e.fixtureId, Math.max(regulationEnd.get(e.fixtureId) ?? REGULATION, minuteOf(e)));
  }
  return events.map((e) =>
    e.extraTime ? { ...e, minute: minuteOf(e) + (regulationEnd.get(e.fixtureId) ?? REGULATION) } : e,
  );
}

/** The earliest of the events passing the test; events are not assumed to arrive in minute order. */
function earliest(events: readonly MatchEventInput[], test: (e: MatchEventInput) => boolean) {
  let found: MatchEventInput | undefined;
  for (const e of events) if (test(e) && (!found || minuteOf(e) < minuteOf(found))) found = e;
  return found;
}

/**
 * A finished match lasts 90 minutes, or up to 120 when events show extra time (120 when one was
 * noted in extra time); a match still being played has lasted until its latest event. Shootout
 * kicks (minute 0) are not match time. Minutes are on the match's clock (onMatchClock).
 */
function matchLength(events: readonly MatchEventInput[], finished: boolean): number {
  const last = Math.max(0, ...events.filter((e) => !e.isShootout).map(minuteOf));
  if (!finished) return Math.min(WITH_EXTRA_TIME, last);
  return events.some((e) => e.extraTime) ? WITH_EXTRA_TIME : Math.min(WITH_EXTRA_TIME, Math.max(REGULATION, last));
}

/** Minutes on the pitch in one fixture, or null when the player did not play in it. */
function minutesIn(
  playerId: string,
  lineup: LineupEntry | undefined,
  events: readonly MatchEventInput[],
  finished: boolean,
): number | null {
  const cameOn = earliest(events, (e) => e.type === 'SUBSTITUTION' && e.substitutePlayerId === playerId);
  const from = lineup?.isStarting ? 0 : cameOn ? minuteOf(cameOn) : null;
  if (from === null) return null;
  const left = earliest(
    events,
    (e) => e.playerId === playerId && (e.type === 'SUBSTITUTION' || e.type === 'RED_CARD') && minuteOf(e) >= from,
  );
  const until = left ? minuteOf(left) : matchLength(events, finished);
  return Math.max(0, until - from);
}

function keptCleanSheet(fixture: FixtureResult, lineup: LineupEntry | undefined): boolean {
  if (fixture.status !== FINISHED || !lineup?.isStarting || lineup.position !== 'GOALKEEPER') return false;
  return lineup.teamId === fixture.homeTeamId ? fixture.awayScore === 0 : fixture.homeScore === 0;
}

const teamRef = (team: TeamRef | undefined): TeamRef | null =>
  team ? { id: team.id, name: team.name, logo: team.logo } : null;

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

export function computeLeaderboard(input: {
  players: readonly PlayerRef[];
  teams: readonly TeamRef[];
  fixtures: readonly FixtureResult[];
  lineups: readonly LineupEntry[];
  events: readonly MatchEventInput[];
}): LeaderboardRow[] {
  const teams = new Map(input.teams.map((t) => [t.id, t]));
  const played = input.fixtures.filter((f) => !NOT_PLAYED.has(f.status));
  const events = onMatchClock(input.events);
  const eventsByFixture = groupBy(events, (e) => e.fixtureId);
  const lineupOf = new Map(input.lineups.map((l) => [`${l.fixtureId}:${l.playerId}`, l]));
  const eventsByPlayer = groupBy(
    events.filter((e) => e.playerId),
    (e) => e.playerId as string,
  );

  return input.players.map((player) => {
    const own = eventsByPlayer.get(player.id) ?? [];
    const count = (test: (e: MatchEventInput) => boolean) => own.filter(test).length;
    let matchesPlayed = 0;
    let minutes = 0;
    let cleanSheets = 0;
    let matchesInGoal = 0;
    for (const fixture of played) {
      const lineup = lineupOf.get(`${fixture.id}:${player.id}`);
      const onPitch = minutesIn(player.id, lineup, eventsByFixture.get(fixture.id) ?? [], fixture.status === FINISHED);
      if (onPitch === null) continue;
      matchesPlayed += 1;
      minutes += onPitch;
      if (keptCleanSheet(fixture, lineup)) cleanSheets += 1;
      if (lineup?.position === 'GOALKEEPER') matchesInGoal += 1;
    }
    return {
      playerId: player.id,
      player: { id: player.id, name: player.name, image: player.image },
      team: teamRef(teams.get(player.teamId)),
      goals: count(isGoal),
      assists: count((e) => e.type === 'ASSIST'),
      saves: count((e) => e.type === 'SAVE'),
      matches: matchesPlayed,
      matchesPlayed,
      minutes,
      cleanSheets,
      matchesInGoal,
    };
  });
}

type Stat = 'goals' | 'assists';

/** Players with some of the stat, most first, then fewer matches played, then name (docs/rules.md#leaderboards-and-awards). */
function rankedBy(rows: readonly LeaderboardRow[], stat: Stat): LeaderboardRow[] {
  return rows
    .filter((row) => row[stat] > 0)
    .sort((a, b) => b[stat] - a[stat] || a.matchesPlayed - b.matchesPlayed || byName(a.player, b.player));
}

/** The home page showcase: the best three scorers. */
export const topScorers = (rows: readonly LeaderboardRow[], n = 3) =>
  rows
    .filter((row) => row.goals > 0)
    .sort((a, b) => b.goals - a.goals || byName(a.player, b.player))
    .slice(0, n);

/** Every goalkeeper who played: most clean sheets, then most saves, then fewer matches played, then name. */
const goldenGlove = (rows: readonly LeaderboardRow[]) =>
  rows
    .filter((row) => row.matchesInGoal > 0)
    .sort(
      (a, b) =>
        b.cleanSheets - a.cleanSheets ||
        b.saves - a.saves ||
        a.matchesPlayed - b.matchesPlayed ||
        byName(a.player, b.player),
    );

export const awards = (rows: readonly LeaderboardRow[]) => ({
  goldenBoot: rankedBy(rows, 'goals'),
  goldenGlove: goldenGlove(rows),
  assistsLeaderboard: rankedBy(rows, 'assists'),
});
