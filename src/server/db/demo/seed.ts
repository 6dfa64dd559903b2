import { randomBytes, randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import type { Database } from '../database';
import { fixtureContainers, fixtures, teamMembers, teams, tournaments, tournamentTeams, users } from '../schema';
import { seedCompetitions } from './competitions';
import { daysFrom, kickOffAt, LIVE_MINUTE, VENUES } from './kick-offs';
import { liveKickOffAgo, seedLiveLog } from './live-log';
import { playMatch, type SquadPlayer } from './matches';
import { CLUBS, playerName, SQUAD_POSITIONS, seededRandom } from './people';
import { recordEvents, recordLineups } from './record';

export const DEMO_ORGANISER = { phoneNumber: '+919000000000', name: 'Demo Organiser' };

const LIVE_INDEX = 3;

/** The configured demo password; without one (production) a random one, printed once when the demo is added. */
export const demoPasswordOf = (configured: string | null) => configured ?? randomBytes(12).toString('base64url');

/**
 * How to sign in as the demo organiser, printed once the demo is added: in India (the default region)
 * the sign-in form takes the number without its +91, which it adds itself.
 */
export const demoSignIn = (defaultRegion: string, password: string) => {
  const phone =
    defaultRegion === 'IN' ? `${DEMO_ORGANISER.phoneNumber.slice(3)} (the form adds +91)` : DEMO_ORGANISER.phoneNumber;
  return `sign in with phone ${phone} and password ${password}`;
};

/** True when the database has no users at all: the only time the demo is seeded on its own. */
export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/**
 * A living demo: three league tournaments (finished, on now with a match live, and to come) and two
 * in groups then a knockout (finished, and on now with a quarter-final live), twelve clubs with full
 * squads, lineups and events. Every player shares the demo organiser's password.
 */
export async function seedDemo(db: Database, timeZone: string, password: string, now = new Date()): Promise<void> {
  const random = seededRandom(2026);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [organiser] = await tx
      .insert(users)
      .values({ ...DEMO_ORGANISER, passwordHash, verifiedAt: now, primaryPosition: 'MIDFIELDER', city: 'Kochi' })
      .returning({ id: users.id });
    const adminId = organiser?.id as string;

    const squads: { teamId: string; squad: SquadPlayer[] }[] = [];
    for (const [clubIndex, club] of CLUBS.entries()) {
      const [team] = await tx
        .insert(teams)
        .values({ ...club, description: `${club.name}: a community club playing every weekend.`, managerId: adminId })
        .returning({ id: teams.id });
      const squadUsers = await tx
        .insert(users)
        .values(
          SQUAD_POSITIONS.map((position, i) => ({
            name: playerName(clubIndex * SQUAD_POSITIONS.length + i),
            phoneNumber: `+9190000${String(clubIndex * 100 + i + 1).padStart(5, '0')}`,
            passwordHash,
            verifiedAt: now,
            primaryPosition: position,
          })),
        )
        .returning({ id: users.id });
      const squad = squadUsers.map((u, i) => ({ id: u.id, position: SQUAD_POSITIONS[i] as string, number: i + 1 }));
      await tx
        .insert(teamMembers)
        .values(squad.map((p) => ({ teamId: team?.id as string, userId: p.id, jerseyNumber: p.number })));
      squads.push({ teamId: team?.id as string, squad });
    }

    const plans = [
      { name: 'Monsoon Cup', start: -60, end: -30, teams: squads.slice(0, 4), played: 'all' as const },
      { name: 'City League', start: -10, end: 20, teams: squads.slice(2, 8), played: 'some' as const },
      { name: 'Winter Shield', start: 30, end: 45, teams: squads.slice(0, 8), played: 'none' as const },
    ];
    for (const plan of plans) {
      const [tournament] = await tx
        .insert(tournaments)
        .values({
          name: plan.name,
          description: `${plan.name}: ${plan.teams.length} local clubs, a round of matches every few days.`,
          startDate: daysFrom(now, plan.start, timeZone).toISODate() as string,
          endDate: daysFrom(now, plan.end, timeZone).toISODate() as string,
          timeZone,
          adminId,
        })
        .returning({ id: tournaments.id });
      const tournamentId = tournament?.id as string;
      await tx.insert(tournamentTeams).values(plan.teams.map((t) => ({ tournamentId, teamId: t.teamId })));
      const [container] = await tx
        .insert(fixtureContainers)
        .values({ tournamentId, matchType: 'League', createdBy: adminId })
        .returning({ id: fixtureContainers.id });

      const pairs = plan.teams.flatMap((home, i) => plan.teams.slice(i + 1).map((away) => [home, away] as const));
      for (const [index, [home, away]] of pairs.entries()) {
        const isLive = plan.played === 'some' && index === LIVE_INDEX;
        const finished = plan.played === 'all' || (plan.played === 'some' && index < LIVE_INDEX);
        // Finished matches before today, the live one in its second half, the rest still to come.
        const daysFromNow =
          plan.played === 'some' && index > LIVE_INDEX
            ? Math.ceil(((index - LIVE_INDEX) * plan.end) / (pairs.length - LIVE_INDEX))
            : plan.start + Math.floor((index * (plan.end - plan.start)) / pairs.length);
        const date = isLive
          ? new Date(now.getTime() - liveKickOffAgo(LIVE_MINUTE))
          : kickOffAt(now, daysFromNow, index, timeZone);
        const fixtureId = randomUUID();
        const match = finished || isLive ? playMatch(random, home, away, isLive ? LIVE_MINUTE : 90) : null;
        await tx.insert(fixtures).values({
          id: fixtureId,
          containerId: container?.id,
          tournamentId,
          homeTeamId: home.teamId,
          awayTeamId: away.teamId,
          date,
          venue: VENUES[index % VENUES.length] as string,
          status: finished ? 'FULL_TIME' : isLive ? 'SECOND_HALF' : 'SCHEDULED',
          homeScore: match?.homeScore ?? 0,
          awayScore: match?.awayScore ?? 0,
        });
        if (!match) continue;
        await recordLineups(tx, fixtureId, match);
        // The live match is kept as its tracker's log, so its scorers continue it at its score and minute.
        if (isLive) await seedLiveLog(tx, fixtureId, match, adminId);
        else await recordEvents(tx, fixtureId, match, date, adminId);
      }
    }
    await seedCompetitions(tx, { now, timeZone, adminId, random, squads });
  });
}
