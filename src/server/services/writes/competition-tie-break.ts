import { eq } from 'drizzle-orm';
import { BEST_PLACED_LOTS, formatMessages, levelRuns, tieBreakCriteria } from '../../../shared/domain/formats';
import type { GroupTieBreakBody, LotsBody } from '../../../shared/schemas/competition';
import type { Database } from '../../db/database';
import { competitionFormats } from '../../db/schema';
import { badRequest, conflict, forbidden } from '../../http-error';
import type { ChangeSet } from '../../live/change-set';
import { fillBracket } from '../competition/fill-bracket';
import { progressOf, type StoredFormat, storedFormat } from '../competition/progress';
import { tournamentOrganisedBy } from './authorize';

const m = formatMessages.changes;

/** The tournament's format, locked until the write commits (as fill-bracket.ts locks it); 409 without one. */
async function lockedFormat(tx: Database, tournamentId: string): Promise<StoredFormat> {
  await tx
    .select({ tournamentId: competitionFormats.tournamentId })
    .from(competitionFormats)
    .where(eq(competitionFormats.tournamentId, tournamentId))
    .for('update');
  const stored = await storedFormat(tx, tournamentId);
  if (!stored) throw conflict(m.noFormat);
  return stored;
}

function checkGroup(stored: StoredFormat, group: string) {
  if (!stored.groups.some((g) => g.name === group)) throw badRequest(m.unknownGroup(group));
}

/**
 * Sets the tie-break order of one group, or of every group (the tournament's, which also ranks the
 * best-placed), by its admin or co-organisers; the bracket follows (409 when a started knockout
 * match would change).
 */
export async function setGroupTieBreak(
  tx: Database,
  userId: string,
  tournamentId: string,
  body: GroupTieBreakBody,
  changes: ChangeSet,
) {
  await tournamentOrganisedBy(tx, tournamentId, userId);
  const stored = await lockedFormat(tx, tournamentId);
  if (stored.groups.length === 0) throw conflict(m.noGroups);
  const order = { preset: body.preset, criteria: tieBreakCriteria(body.preset, { fairPlay: body.fairPlay }) };
  if (body.group !== undefined) {
    checkGroup(stored, body.group);
    const groupTieBreaks = { ...stored.groupTieBreaks, [body.group]: order };
    await tx
      .update(competitionFormats)
      .set({ groupTieBreaks })
      .where(eq(competitionFormats.tournamentId, tournamentId));
  } else {
    await tx
      .update(competitionFormats)
      .set({ tieBreakPreset: order.preset, tieBreakCriteria: order.criteria, groupTieBreaks: {} })
      .where(eq(competitionFormats.tournamentId, tournamentId));
  }
  await fillBracket(tx, tournamentId, changes);
  return order;
}

/** The same teams, each once. */
const sameTeams = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set(b).size === b.length && a.every((id) => b.includes(id));

/**
 * Records a drawing of lots (the tournament's admin only): the order drawn of the teams of a
 * complete group (or of the best-placed, once every group is complete) level on every other
 * criterion. It joins the group's earlier draws of other teams; the bracket follows.
 */
export async function recordLots(
  tx: Database,
  userId: string,
  tournamentId: string,
  body: LotsBody,
  changes: ChangeSet,
) {
  const tournament = await tournamentOrganisedBy(tx, tournamentId, userId);
  if (tournament.adminId !== userId) throw forbidden(m.lotsAdminOnly);
  const stored = await lockedFormat(tx, tournamentId);
  const bestPlaced = body.group === BEST_PLACED_LOTS;
  if (bestPlaced && !stored.bracket?.draw.some((source) => source?.kind === 'best-placed')) {
    throw badRequest(m.noBestPlaced);
  }
  if (!bestPlaced) checkGroup(stored, body.group);
  // The tables as they stand without this group's draws: its level teams are left in name order.
  const undrawn = await progressOf(tx, { ...stored, lots: { ...stored.lots, [body.group]: [] } });
  const tables = bestPlaced ? undrawn.tables : undrawn.tables.filter((t) => t.group === body.group);
  if (!tables.every((t) => t.complete)) throw conflict(m.lotsIncomplete);
  const rows = bestPlaced ? undrawn.bestPlaced : (tables[0]?.rows ?? []);
  const level = levelRuns(rows).map((run) => run.map((row) => row.team.id));
  if (!level.some((teamIds) => sameTeams(teamIds, body.teamIds))) throw badRequest(m.lotsNotLevel);
  const earlier = (stored.lots[body.group] ?? []).filter((id) => !body.teamIds.includes(id));
  const lots = { ...stored.lots, [body.group]: [...earlier, ...body.teamIds] };
  await tx.update(competitionFormats).set({ lots }).where(eq(competitionFormats.tournamentId, tournamentId));
  await fillBracket(tx, tournamentId, changes);
  return lots[body.group] as string[];
}
