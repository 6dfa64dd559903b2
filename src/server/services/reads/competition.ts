import {
  type Clinched,
  clinched,
  formatResult,
  type GroupTable,
  placeholderLabel,
  type ResolvedSlot,
  roundName,
} from '../../../shared/domain/formats';
import type { CompetitionRead } from '../../../shared/schemas/competition-read';
import type { FixtureSummary, TeamRefRead } from '../../../shared/schemas/reads';
import type { Database } from '../../db/database';
import { competitionProgress, groupCriteria, type Progress } from '../competition/progress';

/**
 * The group tables, each row marked through or out: by points while its group is being played
 * (clinched.ts), by its position once the group is complete, and for a place whose best go through,
 * by the best-placed ranking once every group is.
 */
function groupsRead(progress: Progress, ranking: CompetitionRead['bestPlaced']): CompetitionRead['groups'] {
  const { format } = progress.stored;
  const rankingMarks = new Map(ranking?.rows.map((row) => [row.team.id, row.qualification]));
  const qualification = (table: GroupTable, row: Omit<GroupTable['rows'][number], 'fairPlayPoints'>): Clinched => {
    if (format.kind !== 'groups-knockout') return null;
    const places = format.advance + (ranking ? 1 : 0);
    if (!table.complete) return clinched(table.rows, format.rounds, row, { advance: format.advance, places });
    if (row.position <= format.advance) return 'through';
    if (row.position > places) return 'out';
    return rankingMarks.get(row.team.id) ?? null;
  };
  return progress.tables.map((table) => ({
    name: table.group,
    complete: table.complete,
    criteria: groupCriteria(progress.stored, table.group),
    rows: table.rows.map(({ fairPlayPoints: _, ...row }) => ({
      ...row,
      qualification: qualification(table, row),
    })),
  }));
}

/** The best-placed ranking, as it stands while groups are played; null when no best-placed team goes through. */
function bestPlacedRead({ stored, tables, bestPlaced }: Progress): CompetitionRead['bestPlaced'] {
  const places = stored.bracket?.draw.filter((source) => source?.kind === 'best-placed').length ?? 0;
  if (stored.format.kind !== 'groups-knockout' || places === 0) return null;
  const complete = tables.every((table) => table.complete);
  return {
    position: stored.format.advance + 1,
    places,
    complete,
    rows: bestPlaced.map(({ fairPlayPoints: _, ...row }, i) => ({
      ...row,
      qualification: complete ? (i < places ? 'through' : 'out') : null,
    })),
  };
}

function bracketRead(progress: Progress, teams: ReadonlyMap<string, TeamRefRead>): CompetitionRead['bracket'] {
  const { bracket } = progress.stored;
  if (!bracket || !progress.resolved) return null;
  const slot = ({ source, teamId }: ResolvedSlot) => {
    const team = teamId ? (teams.get(teamId) ?? null) : null;
    return { team, label: team?.name ?? (source.kind === 'team' ? '' : placeholderLabel(source)), source };
  };
  // By name: the third-place match is a round of its own beside the final.
  const byName = new Map<string, NonNullable<CompetitionRead['bracket']>['rounds'][number]>();
  for (const match of progress.resolved.matches) {
    const fixture = progress.knockout.get(match.id) ?? null;
    const name = roundName(bracket, match);
    const round = byName.get(name) ?? { round: match.round, name, matches: [] };
    round.matches.push({
      id: match.id,
      home: slot(match.home),
      away: slot(match.away),
      fixtureId: fixture?.id ?? null,
      status: fixture?.status ?? null,
      result: match.result ? formatResult(match.result) : null,
      winnerTeamId: match.winnerTeamId,
    });
    byName.set(name, round);
  }
  return { rounds: [...byName.values()] };
}

/**
 * The public read of a tournament's competition format, or null without one. `fixtures`: the
 * tournament's fixture reads, which already say which went to extra time.
 */
export async function competitionRead(
  db: Database,
  tournamentId: string,
  teams: readonly TeamRefRead[],
  fixtures: readonly Pick<FixtureSummary, 'id' | 'extraTime'>[],
): Promise<CompetitionRead | null> {
  const extraTime = new Set(fixtures.flatMap((f) => (f.extraTime ? [f.id] : [])));
  const progress = await competitionProgress(db, tournamentId, { extraTime });
  if (!progress) return null;
  const { stored } = progress;
  const bestPlaced = bestPlacedRead(progress);
  return {
    format: stored.format,
    tieBreak: { preset: stored.tieBreakPreset, criteria: stored.criteria },
    groups: groupsRead(progress, bestPlaced),
    bestPlaced,
    bracket: bracketRead(progress, new Map(teams.map((team) => [team.id, team]))),
  };
}
