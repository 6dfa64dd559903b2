import { eq, or } from 'drizzle-orm';
import { isGoal } from '../../shared/domain/leaderboards';
import { NOT_PLAYED } from '../../shared/domain/match-types';
import { messages } from '../../shared/messages';
import type { Profile } from '../../shared/schemas/auth';
import type { Database } from '../db/database';
import {
  fixtures,
  lineupPlayers,
  lineups,
  matchEventChanges,
  matchEvents,
  teamMembers,
  teams,
  users,
} from '../db/schema';
import { notFound } from '../http-error';
import { effectiveEvents } from './effective-events';

/** Career numbers from the effective events and the lineups of matches that have started. */
async function playerStats(db: Database, userId: string) {
  const [inLineups, inEvents, inCorrections] = await Promise.all([
    db
      .select({ fixtureId: lineups.fixtureId, isStarting: lineupPlayers.isStarting, status: fixtures.status })
      .from(lineupPlayers)
      .innerJoin(lineups, eq(lineups.id, lineupPlayers.lineupId))
      .innerJoin(fixtures, eq(fixtures.id, lineups.fixtureId))
      .where(eq(lineupPlayers.playerId, userId)),
    db
      .selectDistinct({ fixtureId: matchEvents.fixtureId })
      .from(matchEvents)
      .where(or(eq(matchEvents.playerId, userId), eq(matchEvents.substitutePlayerId, userId))),
    db
      .selectDistinct({ fixtureId: matchEventChanges.fixtureId })
      .from(matchEventChanges)
      .where(eq(matchEventChanges.playerId, userId)),
  ]);
  const fixtureIds = new Set([...inLineups, ...inEvents, ...inCorrections].map((row) => row.fixtureId));
  const events = await effectiveEvents(db, [...fixtureIds]);
  const cameOn = new Set(
    events.filter((e) => e.type === 'SUBSTITUTION' && e.substitutePlayerId === userId).map((e) => e.fixtureId),
  );
  const own = events.filter((e) => e.playerId === userId);
  const count = (type: string) => own.filter((e) => e.type === type).length;
  return {
    appearances: inLineups.filter((l) => !NOT_PLAYED.has(l.status) && (l.isStarting || cameOn.has(l.fixtureId))).length,
    goals: own.filter(isGoal).length,
    assists: count('ASSIST'),
    goalSaves: count('SAVE'),
    goalsSaved: count('SAVE'),
    redCards: count('RED_CARD'),
    yellowCards: count('YELLOW_CARD'),
  };
}

export async function loadProfile(db: Database, userId: string): Promise<Profile> {
  const user = await db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!user) throw notFound(messages.server.accountNotFound);
  const memberOf = await db
    .select({ id: teams.id, name: teams.name, logo: teams.logo })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId))
    .orderBy(teams.name);
  return {
    id: user.id,
    name: user.name,
    phoneNumber: user.phoneNumber,
    position: user.primaryPosition,
    image: user.image,
    email: user.email,
    dob: user.dob,
    gender: user.gender,
    primaryPosition: user.primaryPosition,
    preferredFoot: user.preferredFoot,
    city: user.city,
    message: user.message,
    teams: memberOf,
    playerStats: [await playerStats(db, userId)],
  };
}
