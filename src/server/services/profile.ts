import { eq, sql } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import type { Profile } from '../../shared/schemas/auth';
import type { Database } from '../db/database';
import { teamMembers, teams, users } from '../db/schema';
import { notFound } from '../http-error';

interface StatsRow extends Record<string, unknown> {
  appearances: number;
  goals: number;
  assists: number;
  saves: number;
  red_cards: number;
  yellow_cards: number;
}

/** Career numbers from the events and lineups of matches that have started. */
async function playerStats(db: Database, userId: string) {
  const result = await db.execute<StatsRow>(sql`
    select
      (select count(*) from lineup_players lp
         join lineups l on l.id = lp.lineup_id
         join fixtures f on f.id = l.fixture_id
        where lp.player_id = ${userId} and f.status not in ('SCHEDULED', 'CANCELLED')
          and (lp.is_starting or exists (select 1 from match_events e where e.fixture_id = f.id
               and e.type = 'SUBSTITUTION' and e.substitute_player_id = ${userId})))::int as appearances,
      count(*) filter (where e.type = 'GOAL' or (e.type = 'PENALTY' and e.penalty_outcome = 'SCORED' and not e.is_shootout))::int as goals,
      count(*) filter (where e.type = 'ASSIST')::int as assists,
      count(*) filter (where e.type = 'SAVE')::int as saves,
      count(*) filter (where e.type = 'RED_CARD')::int as red_cards,
      count(*) filter (where e.type = 'YELLOW_CARD')::int as yellow_cards
    from match_events e where e.player_id = ${userId}`);
  const row = (result as unknown as { rows: StatsRow[] }).rows[0];
  return {
    appearances: row?.appearances ?? 0,
    goals: row?.goals ?? 0,
    assists: row?.assists ?? 0,
    goalSaves: row?.saves ?? 0,
    goalsSaved: row?.saves ?? 0,
    redCards: row?.red_cards ?? 0,
    yellowCards: row?.yellow_cards ?? 0,
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
