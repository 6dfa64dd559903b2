import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  type BestPlacedRow,
  type Bracket,
  type CardWeights,
  type CompetitionFormat,
  fairPlayPoints,
  type Group,
  type GroupTable,
  groupTables,
  type KnockoutFixture,
  type ResolvedBracket,
  rankBestPlaced,
  resolveBracket,
  type TieBreakCriterion,
} from '../../../shared/domain/formats';
import { FINISHED } from '../../../shared/domain/match-types';
import type { Database } from '../../db/database';
import { competitionFormats, fixtures, teams } from '../../db/schema';
import { effectiveEvents } from '../effective-events';
import { stagesReached } from '../match-log/stages-reached';
import { resultColumns } from '../reads/leaderboards';

/** A tournament's format as stored, with its JSON columns typed (they are written only by competition-format.ts). */
export interface StoredFormat {
  tournamentId: string;
  format: CompetitionFormat;
  tieBreakPreset: string;
  criteria: TieBreakCriterion[];
  fairPlayWeights: CardWeights | null;
  groups: Group[];
  bracket: Bracket | null;
  knockoutDays: Record<string, { date: string; venue: string }>;
  /** A group's own tie-break order, by group name; the others follow `criteria`. */
  groupTieBreaks: Record<string, GroupTieBreak>;
  /** Drawings of lots: team ids in the order drawn, by group name or BEST_PLACED_LOTS. */
  lots: Record<string, string[]>;
}

export interface GroupTieBreak {
  preset: string;
  criteria: TieBreakCriterion[];
}

export interface Progress {
  stored: StoredFormat;
  tables: GroupTable[];
  bestPlaced: BestPlacedRow[];
  resolved: ResolvedBracket | null;
  /** The knockout fixtures written so far, by bracket match id. */
  knockout: Map<string, StageFixture>;
}

const stageColumns = {
  ...resultColumns,
  homePenaltyScore: fixtures.homePenaltyScore,
  awayPenaltyScore: fixtures.awayPenaltyScore,
  stage: fixtures.stage,
  bracketMatch: fixtures.bracketMatch,
};

export type StageFixture = Pick<typeof fixtures.$inferSelect, keyof typeof stageColumns>;

export async function storedFormat(db: Database, tournamentId: string): Promise<StoredFormat | null> {
  const [row] = await db.select().from(competitionFormats).where(eq(competitionFormats.tournamentId, tournamentId));
  if (!row) return null;
  return {
    tournamentId,
    format: row.format as CompetitionFormat,
    tieBreakPreset: row.tieBreakPreset,
    criteria: row.tieBreakCriteria as TieBreakCriterion[],
    fairPlayWeights: row.fairPlayWeights as CardWeights | null,
    groups: row.groups as Group[],
    bracket: row.bracket as Bracket | null,
    knockoutDays: row.knockoutDays as StoredFormat['knockoutDays'],
    groupTieBreaks: row.groupTieBreaks as StoredFormat['groupTieBreaks'],
    lots: row.lots as StoredFormat['lots'],
  };
}

/** Whether the tournament's competition format has this team in a group or seeded in its bracket (a league's table needs neither). */
export async function formatHasTeam(db: Database, tournamentId: string, teamId: string): Promise<boolean> {
  const stored = await storedFormat(db, tournamentId);
  if (!stored) return false;
  const seeded = stored.bracket?.draw.some((source) => source?.kind === 'team' && source.teamId === teamId);
  return !!seeded || stored.groups.some((g) => g.teamIds.includes(teamId));
}

/** A group's criteria: its own order, or the tournament's. */
export const groupCriteria = (stored: StoredFormat, group: string) =>
  stored.groupTieBreaks[group]?.criteria ?? stored.criteria;

/** Card points per team from the group matches' events, when fair play is one of the criteria. */
async function fairPlay(db: Database, stored: StoredFormat, groupFixtures: readonly StageFixture[]) {
  const orders = [stored.criteria, ...Object.values(stored.groupTieBreaks).map((own) => own.criteria)];
  if (!orders.some((criteria) => criteria.includes('fair-play'))) return undefined;
  const events = await effectiveEvents(
    db,
    groupFixtures.map((f) => f.id),
  );
  const cards = events.map((e) => ({ ...e, metadata: e.metadata === null ? null : JSON.stringify(e.metadata) }));
  return fairPlayPoints(cards, stored.fairPlayWeights ?? undefined);
}

/**
 * Where a tournament's competition stands: its group tables, the best-placed ranking and the
 * bracket worked out from the results (docs/rules.md#competition-formats); null without a format.
 */
export async function competitionProgress(
  db: Database,
  tournamentId: string,
  known: { extraTime?: ReadonlySet<string> } = {},
): Promise<Progress | null> {
  const stored = await storedFormat(db, tournamentId);
  return stored && progressOf(db, stored, known);
}

/**
 * The progress of a stored format, which may be one about to be saved (a drawing of lots being
 * checked). `extraTime`: the fixtures known to have gone to extra time, when the caller has read them.
 */
export async function progressOf(
  db: Database,
  stored: StoredFormat,
  known: { extraTime?: ReadonlySet<string> } = {},
): Promise<Progress> {
  const { tournamentId } = stored;
  const rows: StageFixture[] = await db
    .select(stageColumns)
    .from(fixtures)
    .where(and(eq(fixtures.tournamentId, tournamentId), isNotNull(fixtures.stage)));
  const groupNames = new Set(stored.groups.map((g) => g.name));
  const groupFixtures = rows.filter((f) => f.stage !== null && groupNames.has(f.stage));
  const knockout = new Map(rows.flatMap((f) => (f.bracketMatch ? [[f.bracketMatch, f] as const] : [])));
  const teamIds = stored.groups.flatMap((g) => g.teamIds);
  const teamRefs = teamIds.length
    ? await db
        .select({ id: teams.id, name: teams.name, logo: teams.logo })
        .from(teams)
        .where(inArray(teams.id, teamIds))
    : [];
  const stage = {
    groups: stored.groups,
    teams: teamRefs,
    fixtures: groupFixtures,
    rounds: stored.format.kind === 'knockout' ? 1 : stored.format.rounds,
    criteria: stored.criteria,
    groupCriteria: Object.fromEntries(Object.entries(stored.groupTieBreaks).map(([g, own]) => [g, own.criteria])),
    fairPlay: await fairPlay(db, stored, groupFixtures),
    lots: stored.lots,
  } as const;
  const tables = groupTables(stage);
  const advance = stored.format.kind === 'groups-knockout' ? stored.format.advance : 0;
  const bestPlaced = advance && tables.length ? rankBestPlaced(stage, tables, advance + 1) : [];
  if (!stored.bracket) return { stored, tables, bestPlaced, resolved: null, knockout };
  const finished = [...knockout.values()].filter((f) => f.status === FINISHED);
  const finishedIds = finished.map((f) => f.id);
  const extraTime = known.extraTime ?? (await stagesReached(db, finishedIds)).extraTime;
  const results: KnockoutFixture[] = finished.map((f) => ({
    ...f,
    match: f.bracketMatch as string,
    extraTime: extraTime.has(f.id),
  }));
  const resolved = resolveBracket(stored.bracket, { tables, bestPlaced, results });
  return { stored, tables, bestPlaced, resolved, knockout };
}
