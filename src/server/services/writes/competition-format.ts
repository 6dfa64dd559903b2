import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { withinDays } from '../../../shared/domain/fixture-rules';
import {
  type CompetitionPlan,
  dayOrder,
  drawGroups,
  formatMessages,
  kickOffTime,
  lastKickOff,
  planCompetition,
  planDays,
  seededRandom,
  shuffle,
  tieBreakCriteria,
} from '../../../shared/domain/formats';
import { groupName } from '../../../shared/domain/formats/groups';
import type { CompetitionFormatBody } from '../../../shared/schemas/competition';
import type { Database } from '../../db/database';
import { competitionFormats, fixtures, tournamentTeams } from '../../db/schema';
import { badRequest, conflict } from '../../http-error';
import { fillBracket } from '../competition/fill-bracket';
import { tournamentOrganisedBy } from './authorize';
import { kickOff } from './fixtures';

const m = formatMessages.changes;

type Tournament = Awaited<ReturnType<typeof tournamentOrganisedBy>>;

/** The plan of the body's format for the tournament's teams, or a 400 saying why it does not fit. */
function planOf(body: CompetitionFormatBody, teamIds: string[]): CompetitionPlan {
  const random = seededRandom(body.seed ?? Math.floor(Math.random() * 2 ** 31));
  const { format } = body;
  let order = teamIds;
  let groups = body.groups?.map((g, i) => ({ name: groupName(i), teamIds: g.teamIds }));
  if (format.kind === 'knockout') {
    if (body.seeds && (body.seeds.length !== teamIds.length || !teamIds.every((id) => body.seeds?.includes(id)))) {
      throw badRequest(m.seeds);
    }
    order = body.seeds ?? shuffle(teamIds, random);
  }
  if (format.kind === 'groups-knockout' && !groups) {
    if (!body.groupCount) throw badRequest(m.groupsNeeded);
    groups = drawGroups(teamIds, body.groupCount, random);
  }
  const plan = planCompetition(format, order, groups);
  if ('problem' in plan) throw badRequest(formatMessages.problems[plan.problem]);
  return plan;
}

/**
 * Kick-offs: matchday n of the stage, then knockout round r, `daysBetween` days apart from the first
 * day; a day's matches in order, `minutesBetween` minutes apart from its first kick-off.
 */
function schedule(body: CompetitionFormatBody, plan: CompetitionPlan, tournament: Tournament) {
  const { firstDay, time, venue, daysBetween, minutesBetween } = body.schedule;
  const days = planDays(plan, firstDay, daysBetween);
  if (!withinDays(days.date(0), tournament) || !withinDays(days.last, tournament)) {
    throw badRequest(m.schedule);
  }
  const order = dayOrder(plan, daysBetween);
  if (lastKickOff(plan, body.schedule) === null) throw badRequest(m.pastMidnight);
  const at = (index: number, place: number) =>
    kickOff(days.date(index), kickOffTime(time, place, minutesBetween) ?? time, tournament.timeZone);
  const knockoutDays = Object.fromEntries(
    (plan.bracket?.matches ?? []).map((b) => [
      b.id,
      { date: at(days.knockoutDay(b.round), order.knockout.get(b.id) ?? 0).toISOString(), venue },
    ]),
  );
  return { at, order, venue, knockoutDays };
}

/**
 * Clears the way for a new format: the tournament's unplayed fixtures are deleted, only when the
 * organiser confirmed it (409 saying what would change otherwise); played ones are never deleted,
 * they stay as plain fixtures outside the format.
 */
async function replaceFixtures(tx: Database, tournamentId: string, confirm: boolean) {
  const existing = await tx
    .select({ id: fixtures.id, status: fixtures.status })
    .from(fixtures)
    .where(eq(fixtures.tournamentId, tournamentId));
  if (existing.length === 0) return;
  const unplayed = existing.filter((f) => f.status === 'SCHEDULED').map((f) => f.id);
  if (!confirm) throw conflict(`${m.replaceWhat(unplayed.length, existing.length - unplayed.length)} ${m.confirmHint}`);
  if (unplayed.length) await tx.delete(fixtures).where(inArray(fixtures.id, unplayed));
  await tx
    .update(fixtures)
    .set({ stage: null, bracketMatch: null })
    .where(and(eq(fixtures.tournamentId, tournamentId), ne(fixtures.status, 'SCHEDULED')));
}

/**
 * Sets a tournament's competition format (its admin or co-organisers): the groups (set by hand or
 * drawn from a seed), the league's or groups' fixtures on the tournament's days, and the bracket,
 * whose fixtures are written as their teams become known (fill-bracket.ts). All or nothing.
 */
export async function setCompetitionFormat(
  tx: Database,
  userId: string,
  tournamentId: string,
  body: CompetitionFormatBody,
) {
  const tournament = await tournamentOrganisedBy(tx, tournamentId, userId);
  const entered = await tx
    .select({ teamId: tournamentTeams.teamId })
    .from(tournamentTeams)
    .where(and(eq(tournamentTeams.tournamentId, tournament.id), eq(tournamentTeams.status, 'accepted')))
    .orderBy(asc(tournamentTeams.addedAt), asc(tournamentTeams.teamId))
    .for('share');
  const plan = planOf(
    body,
    entered.map((row) => row.teamId),
  );
  const { at, order, venue, knockoutDays } = schedule(body, plan, tournament);
  await replaceFixtures(tx, tournament.id, body.confirm);
  const row = {
    format: body.format,
    tieBreakPreset: body.tieBreak.preset,
    tieBreakCriteria: tieBreakCriteria(body.tieBreak.preset, { fairPlay: body.tieBreak.fairPlay }),
    fairPlayWeights: body.fairPlayWeights ?? null,
    groups: plan.groups,
    bracket: plan.bracket,
    knockoutDays,
    groupTieBreaks: {},
    lots: {},
    createdBy: userId,
    updatedAt: new Date(),
  };
  await tx
    .insert(competitionFormats)
    .values({ tournamentId: tournament.id, ...row })
    .onConflictDoUpdate({ target: competitionFormats.tournamentId, set: row });
  if (plan.stageMatches.length) {
    await tx.insert(fixtures).values(
      plan.stageMatches.map((s, i) => ({
        tournamentId: tournament.id,
        homeTeamId: s.homeTeamId,
        awayTeamId: s.awayTeamId,
        date: at(s.matchday - 1, order.stage[i] ?? 0),
        venue,
        stage: s.group ?? 'league',
      })),
    );
  }
  await fillBracket(tx, tournament.id);
  return { groups: plan.groups, bracket: plan.bracket };
}
