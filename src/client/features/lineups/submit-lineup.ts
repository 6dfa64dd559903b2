import { buildLineupBody, type LineupPick } from '../../../shared/domain/lineup-rules';
import { uuidv7 } from '../../../shared/uuid7';
import { type LineupDraftRow, localDb } from '../../db/local-db';
import { queueWrite } from '../../sync/queue-write';

export const lineupDraftKey = (fixtureId: string, teamId: string) => `${fixtureId}:${teamId}`;

interface SubmitLineup {
  fixtureId: string;
  teamId: string;
  sheet: readonly LineupPick[];
  /** The team's lineup was submitted before (on the server or from this phone): update it. */
  update: boolean;
}

/**
 * Saves a team's lineup on the phone and queues it for the server in one transaction: the draft
 * row (marked submitted) and POST /api/lineup/create, or PUT /api/lineup/update the second time.
 */
export async function submitLineup({ fixtureId, teamId, sheet, update }: SubmitLineup): Promise<LineupDraftRow> {
  const lineup = buildLineupBody(sheet, { id: uuidv7(), fixtureId, teamId });
  const row: LineupDraftRow = {
    key: lineupDraftKey(fixtureId, teamId),
    fixtureId,
    teamId,
    lineup,
    submittedAt: Date.now(),
  };
  await queueWrite(
    [
      {
        id: lineup.id,
        fixtureId,
        method: update ? 'PUT' : 'POST',
        path: update ? '/api/lineup/update' : '/api/lineup/create',
        body: lineup,
      },
    ],
    () => localDb.lineupDrafts.put(row),
  );
  return row;
}
