import { eq } from 'drizzle-orm';
import { formatMessages } from '../../../shared/domain/formats';
import type { Database } from '../../db/database';
import { competitionFormats, fixtures, lineups } from '../../db/schema';
import { conflict } from '../../http-error';
import type { ChangeSet } from '../../live/change-set';
import { competitionProgress } from './progress';

const samePair = (a: readonly (string | null)[], b: readonly (string | null)[]) =>
  [...a].sort().join() === [...b].sort().join();

/**
 * Makes the knockout fixtures what the bracket now gives (docs/rules.md#placeholders): a match
 * whose two teams are known gets its fixture, on the day the format gave it; a fixture not yet
 * started whose teams the results changed (a corrected group result) is re-seeded, its lineups
 * dropped, or removed when its teams are no longer known. A change to a started knockout fixture is
 * refused (409), and the caller's transaction with it. `changes` hears of every fixture written.
 */
export async function fillBracket(tx: Database, tournamentId: string, changes?: ChangeSet): Promise<void> {
  // One fill at a time per tournament: a second waits for the first to commit, then sees its result
  // (two last group matches ending together both count, and no bracket match is written twice).
  await tx
    .select({ tournamentId: competitionFormats.tournamentId })
    .from(competitionFormats)
    .where(eq(competitionFormats.tournamentId, tournamentId))
    .for('update');
  const progress = await competitionProgress(tx, tournamentId);
  if (!progress?.resolved) return;
  for (const match of progress.resolved.matches) {
    const teams = [match.home.teamId, match.away.teamId] as const;
    const [homeTeamId, awayTeamId] = teams;
    const fixture = progress.knockout.get(match.id);
    if (fixture && samePair([fixture.homeTeamId, fixture.awayTeamId], teams)) continue;
    if (!fixture && (!homeTeamId || !awayTeamId)) continue;
    changes?.tournament(tournamentId, 'fixtures');
    if (!fixture) {
      const day = progress.stored.knockoutDays[match.id];
      const [created] = await tx
        .insert(fixtures)
        .values({
          tournamentId,
          homeTeamId: homeTeamId as string,
          awayTeamId: awayTeamId as string,
          date: new Date(day?.date as string),
          venue: day?.venue,
          stage: 'knockout',
          bracketMatch: match.id,
        })
        .returning({ id: fixtures.id });
      changes?.fixture(created?.id as string, 'fixture', {
        tournamentId,
        homeTeamId: homeTeamId as string,
        awayTeamId: awayTeamId as string,
      });
      continue;
    }
    if (fixture.status !== 'SCHEDULED') throw conflict(formatMessages.changes.knockoutStarted(match.id));
    await tx.delete(lineups).where(eq(lineups.fixtureId, fixture.id));
    changes?.fixture(fixture.id, 'fixture', { tournamentId, ...fixture }).named(fixture.homeTeamId, fixture.awayTeamId);
    if (homeTeamId && awayTeamId) {
      await tx
        .update(fixtures)
        .set({ homeTeamId, awayTeamId, updatedAt: new Date() })
        .where(eq(fixtures.id, fixture.id));
    } else {
      await tx.delete(fixtures).where(eq(fixtures.id, fixture.id));
    }
  }
}
