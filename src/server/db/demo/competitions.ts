import { and, asc, eq } from 'drizzle-orm';
import { fillBracket } from '../../services/competition/fill-bracket';
import { setCompetitionFormat } from '../../services/writes/competition-format';
import type { Database } from '../database';
import { fixtures, tournaments, tournamentTeams } from '../schema';
import { daysFrom, KICK_OFFS, kickOffAt, LIVE_MINUTE, VENUES } from './kick-offs';
import { type KnockoutEnding, knockoutMatchLog } from './knockout-log';
import { liveKickOffAgo, seedLiveLog, seedMatchLog } from './live-log';
import { type PlayedMatch, playMatch, type SquadPlayer } from './matches';
import { recordEvents, recordLineups } from './record';

/** What happens to a knockout match: played (days from now, kick-off slot, how it ends), live now, or to come. */
type KnockoutPlan =
  | { days: number; slot: number; ending?: Exclude<KnockoutEnding, 'full-time'> }
  | { days: number; slot: number; toCome: true }
  | 'live';

interface CompetitionPlan {
  name: string;
  /** Days from now of the tournament's first and last day. */
  start: number;
  end: number;
  /** The draw's seed: the groups are drawn as the format call draws them. */
  seed: number;
  /** Days between the format's matchdays, so its knockout rounds fall on the tournament's days. */
  daysBetween: number;
  knockout: Record<string, KnockoutPlan>;
}

/** 12 clubs in 3 groups of 4; the top two and the two best thirds reach the quarter-finals; a third-place match. */
const FORMAT = { kind: 'groups-knockout', rounds: 1, advance: 2, thirdPlace: true } as const;

const PLANS: CompetitionPlan[] = [
  {
    name: 'Coastal Cup',
    start: -45,
    end: -34,
    seed: 14,
    daysBetween: 2,
    knockout: {
      QF1: { days: -39, slot: 0 },
      QF2: { days: -39, slot: 1, ending: 'extra-time' },
      QF3: { days: -39, slot: 2 },
      QF4: { days: -39, slot: 3 },
      SF1: { days: -37, slot: 1, ending: 'shootout' },
      SF2: { days: -37, slot: 2 },
      '3P': { days: -35, slot: 1 },
      F: { days: -35, slot: 3 },
    },
  },
  {
    name: 'Lagoon Trophy',
    start: -9,
    end: 7,
    seed: 41,
    daysBetween: 3,
    knockout: {
      QF1: { days: -1, slot: 0 },
      QF2: { days: -1, slot: 2 },
      QF3: 'live',
      QF4: { days: 1, slot: 1, toCome: true },
    },
  },
];

interface Context {
  now: Date;
  timeZone: string;
  adminId: string;
  random: () => number;
  squads: { teamId: string; squad: SquadPlayer[] }[];
}

type Fixture = typeof fixtures.$inferSelect;

/** The match with its goals taken out, level at 0–0: a knockout match that goes on beyond 90 minutes. */
const levelled = (match: PlayedMatch): PlayedMatch => ({
  ...match,
  homeScore: 0,
  awayScore: 0,
  events: match.events.filter((e) => !['GOAL', 'ASSIST', 'OWN_GOAL', 'PENALTY'].includes(e.type)),
});

function sides(context: Context, fixture: Fixture) {
  const squadOf = (teamId: string) => context.squads.find((s) => s.teamId === teamId) as Context['squads'][number];
  return [squadOf(fixture.homeTeamId), squadOf(fixture.awayTeamId)] as const;
}

/** Plays the group matches 4 a day from the first day, at the round kick-off times, and records them. */
async function playGroups(tx: Database, context: Context, plan: CompetitionPlan, tournamentId: string) {
  const groupMatches = await tx
    .select()
    .from(fixtures)
    .where(eq(fixtures.tournamentId, tournamentId))
    .orderBy(asc(fixtures.date), asc(fixtures.stage));
  // Within a matchday by the clubs' order, not by the fixtures' random ids: the same demo every time.
  const club = (teamId: string) => context.squads.findIndex((s) => s.teamId === teamId);
  groupMatches.sort(
    (a, b) =>
      a.date.getTime() - b.date.getTime() ||
      (a.stage ?? '').localeCompare(b.stage ?? '') ||
      club(a.homeTeamId) - club(b.homeTeamId) ||
      club(a.awayTeamId) - club(b.awayTeamId),
  );
  for (const [index, fixture] of groupMatches.entries()) {
    const date = kickOffAt(context.now, plan.start + Math.floor(index / KICK_OFFS.length), index, context.timeZone);
    const match = playMatch(context.random, ...sides(context, fixture), 90);
    await tx
      .update(fixtures)
      .set({
        date,
        venue: VENUES[index % VENUES.length],
        status: 'FULL_TIME',
        homeScore: match.homeScore,
        awayScore: match.awayScore,
      })
      .where(eq(fixtures.id, fixture.id));
    await recordLineups(tx, fixture.id, match);
    await recordEvents(tx, fixture.id, match, date, context.adminId);
  }
}

/** A knockout match as its plan says: kept by its scorer's tracker when played or live, only timed when to come. */
async function playKnockout(tx: Database, context: Context, fixture: Fixture, plan: KnockoutPlan) {
  const live = plan === 'live';
  const date = live
    ? new Date(context.now.getTime() - liveKickOffAgo(LIVE_MINUTE))
    : kickOffAt(context.now, plan.days, plan.slot, context.timeZone);
  await tx.update(fixtures).set({ date }).where(eq(fixtures.id, fixture.id));
  if (!live && 'toCome' in plan) return;
  const match = playMatch(context.random, ...sides(context, fixture), live ? LIVE_MINUTE : 90);
  await recordLineups(tx, fixture.id, match);
  if (live) return seedLiveLog(tx, fixture.id, match, context.adminId);
  const ending = plan.ending ?? (match.homeScore === match.awayScore ? 'extra-time' : 'full-time');
  const played = ending === 'full-time' ? match : levelled(match);
  await seedMatchLog(tx, fixture.id, context.adminId, (kickOff) => knockoutMatchLog(played, kickOff, ending));
}

/**
 * A tournament of 12 clubs in groups then a knockout, set through the format call (the groups
 * drawn from the plan's seed), its group matches played, and its bracket filled round by round
 * as the results come in, up to where the plan stops.
 */
async function seedCompetition(tx: Database, context: Context, plan: CompetitionPlan) {
  const { now, timeZone, adminId } = context;
  const [tournament] = await tx
    .insert(tournaments)
    .values({
      name: plan.name,
      description: `${plan.name}: ${context.squads.length} clubs in three groups, then quarter-finals, semi-finals and a final.`,
      startDate: daysFrom(now, plan.start, timeZone).toISODate() as string,
      endDate: daysFrom(now, plan.end, timeZone).toISODate() as string,
      timeZone,
      adminId,
    })
    .returning({ id: tournaments.id });
  const tournamentId = tournament?.id as string;
  // Entered one second apart in the clubs' order: the format takes its teams in the order they entered, so the draw is the same every time.
  const entered = (i: number) => new Date(context.now.getTime() - (context.squads.length - i) * 1000);
  await tx
    .insert(tournamentTeams)
    .values(context.squads.map((s, i) => ({ tournamentId, teamId: s.teamId, addedAt: entered(i) })));
  await setCompetitionFormat(tx, adminId, tournamentId, {
    format: FORMAT,
    groupCount: 3,
    seed: plan.seed,
    tieBreak: { preset: 'standard', fairPlay: false },
    schedule: {
      firstDay: daysFrom(now, plan.start, timeZone).toISODate() as string,
      time: '15:00',
      venue: VENUES[0] as string,
      daysBetween: plan.daysBetween,
      minutesBetween: 0,
    },
    confirm: false,
  });
  await playGroups(tx, context, plan, tournamentId);
  const done = new Set<string>();
  for (;;) {
    await fillBracket(tx, tournamentId);
    const waiting = (
      await tx
        .select()
        .from(fixtures)
        .where(and(eq(fixtures.tournamentId, tournamentId), eq(fixtures.stage, 'knockout')))
        .orderBy(asc(fixtures.bracketMatch))
    ).filter((f) => !done.has(f.id) && plan.knockout[f.bracketMatch as string]);
    if (waiting.length === 0) return;
    for (const fixture of waiting) {
      done.add(fixture.id);
      await playKnockout(tx, context, fixture, plan.knockout[fixture.bracketMatch as string] as KnockoutPlan);
    }
  }
}

/** The demo's tournaments in groups then a knockout: one finished, one in its quarter-finals now. */
export async function seedCompetitions(tx: Database, context: Context) {
  for (const plan of PLANS) await seedCompetition(tx, context, plan);
}
