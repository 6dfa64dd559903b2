import {
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

type Qualification = 'through' | 'out' | null;

/** Whether a group's team at `position` is through: known once its group (and, for the best-placed, every group) is complete. */
function qualification(progress: Progress, table: GroupTable, position: number, teamId: string): Qualification {
  const { format, bracket } = progress.stored;
  if (format.kind !== 'groups-knockout' || !table.complete) return null;
  if (position <= format.advance) return 'through';
  const bestPlaced = bracket?.draw.filter((source) => source?.kind === 'best-placed').length ?? 0;
  if (position > format.advance + 1 || bestPlaced === 0) return 'out';
  if (!progress.tables.every((t) => t.complete)) return null;
  return progress.bestPlaced.slice(0, bestPlaced).some((row) => row.team.id === teamId) ? 'through' : 'out';
}

function groupsRead(progress: Progress): CompetitionRead['groups'] {
  return progress.tables.map((table) => ({
    name: table.group,
    complete: table.complete,
    criteria: groupCriteria(progress.stored, table.group),
    rows: table.rows.map(({ fairPlayPoints: _, ...row }) => ({
      ...row,
      qualification: qualification(progress, table, row.position, row.team.id),
    })),
  }));
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
  return {
    format: stored.format,
    tieBreak: { preset: stored.tieBreakPreset, criteria: stored.criteria },
    groups: groupsRead(progress),
    bracket: bracketRead(progress, new Map(teams.map((team) => [team.id, team]))),
  };
}
