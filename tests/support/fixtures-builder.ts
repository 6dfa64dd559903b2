import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import type { Database } from '../../src/server/db/database';
import {
  fixtureContainers,
  fixtures,
  lineupPlayers,
  lineups,
  matchEvents,
  teamMembers,
  teams,
  tournaments,
  tournamentTeams,
  users,
} from '../../src/server/db/schema';

/**
 * Rows for read tests, inserted straight into the database: `const build = builder(db)`, then
 * `await build.user()`, `build.tournament({ admin })`, `build.team({ players: 3 })`,
 * `build.fixture({ tournament, home, away })`, `build.lineup(...)`, `build.event(...)`.
 */

export type User = typeof users.$inferSelect;
export type Tournament = typeof tournaments.$inferSelect;
export type Team = typeof teams.$inferSelect & { players: User[] };
export type Fixture = typeof fixtures.$inferSelect & { adminId: string };
type Ref = { id: string };

/** A date as 'YYYY-MM-DD', `days` from today in this time zone. */
export const dayIn = (timeZone: string, days = 0) =>
  DateTime.now().setZone(timeZone).plus({ days }).toISODate() as string;

let serial = 0;
const next = () => {
  serial += 1;
  return serial;
};

/** The one row an insert … returning() gave back. */
function only<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('the insert returned no row');
  return row;
}

function rowBuilder(db: Database) {
  const user = async (fields: Partial<typeof users.$inferInsert> = {}): Promise<User> => {
    const n = next();
    return only(
      await db
        .insert(users)
        .values({
          name: `Player ${n}`,
          phoneNumber: `+917${String(n).padStart(9, '0')}`,
          passwordHash: 'not-a-real-hash',
          verifiedAt: new Date(),
          ...fields,
        })
        .returning(),
    );
  };

  const enter = async (tournament: Ref, teamList: Ref[]) => {
    if (teamList.length === 0) return;
    await db.insert(tournamentTeams).values(teamList.map((t) => ({ tournamentId: tournament.id, teamId: t.id })));
  };

  return {
    user,
    enter,

    /** A tournament (by default on today, in UTC), with these teams entered. */
    async tournament({
      admin,
      teams: entered = [],
      timeZone = 'UTC',
      startDate = dayIn(timeZone, -1),
      endDate = dayIn(timeZone, 1),
      ...rest
    }: { admin?: Ref; teams?: Ref[] } & Partial<typeof tournaments.$inferInsert> = {}): Promise<Tournament> {
      const n = next();
      const row = only(
        await db
          .insert(tournaments)
          .values({
            name: `Cup ${n}`,
            description: `Tournament number ${n}`,
            adminId: (admin ?? (await user())).id,
            timeZone,
            startDate,
            endDate,
            ...rest,
          })
          .returning(),
      );
      await enter(row, entered);
      return row;
    },

    /** A team managed by `manager` (a new user by default) with `players` new members, numbered 1, 2, … */
    async team({
      manager,
      players = 0,
      ...rest
    }: { manager?: Ref; players?: number | Partial<typeof users.$inferInsert>[] } & Partial<
      typeof teams.$inferInsert
    > = {}): Promise<Team> {
      const n = next();
      const row = only(
        await db
          .insert(teams)
          .values({
            name: `Team ${n}`,
            description: `Team number ${n}`,
            abbreviation: `T${n}`.slice(0, 5),
            managerId: (manager ?? (await user())).id,
            ...rest,
          })
          .returning(),
      );
      const specs = typeof players === 'number' ? Array.from({ length: players }, () => ({})) : players;
      const members: User[] = [];
      for (const spec of specs) members.push(await user(spec));
      if (members.length > 0) {
        await db
          .insert(teamMembers)
          .values(members.map((m, i) => ({ teamId: row.id, userId: m.id, jerseyNumber: i + 1 })));
      }
      return { ...row, players: members };
    },

    /** A fixture of a tournament; with `matchType` it comes from a fixture container of that type. */
    async fixture({
      tournament,
      home,
      away,
      matchType,
      ...rest
    }: { tournament: Tournament; home: Ref; away: Ref; matchType?: string } & Partial<
      typeof fixtures.$inferInsert
    >): Promise<Fixture> {
      const container = matchType
        ? only(
            await db
              .insert(fixtureContainers)
              .values({ tournamentId: tournament.id, matchType, createdBy: tournament.adminId })
              .returning(),
          )
        : null;
      const row = only(
        await db
          .insert(fixtures)
          .values({
            tournamentId: tournament.id,
            homeTeamId: home.id,
            awayTeamId: away.id,
            containerId: container?.id ?? null,
            date: new Date(),
            ...rest,
          })
          .returning(),
      );
      return { ...row, adminId: tournament.adminId };
    },

    /** A team's lineup for a fixture: players start unless `isStarting: false`; jersey numbers default to 1, 2, … */
    async lineup({
      fixture,
      team,
      players,
    }: {
      fixture: Ref;
      team: Ref;
      players: { player: Ref; isStarting?: boolean; position?: string; jerseyNumber?: number }[];
    }) {
      const row = only(await db.insert(lineups).values({ fixtureId: fixture.id, teamId: team.id }).returning());
      await db.insert(lineupPlayers).values(
        players.map((p, i) => ({
          lineupId: row.id,
          playerId: p.player.id,
          isStarting: p.isStarting ?? true,
          isOnField: p.isStarting ?? true,
          position: p.position ?? 'DEFENDER',
          jerseyNumber: p.jerseyNumber ?? i + 1,
        })),
      );
      return row;
    },

    /** A match event; events are recorded one second apart, in the order they are built. */
    async event({
      fixture,
      team,
      player,
      substitute,
      type,
      minute,
      ...rest
    }: {
      fixture: Fixture;
      team?: Ref;
      player?: Ref;
      substitute?: Ref;
      type: string;
      minute: number;
    } & Partial<typeof matchEvents.$inferInsert>) {
      return only(
        await db
          .insert(matchEvents)
          .values({
            id: randomUUID(),
            fixtureId: fixture.id,
            teamId: team?.id ?? null,
            playerId: player?.id ?? null,
            substitutePlayerId: substitute?.id ?? null,
            type,
            minute,
            createdBy: fixture.adminId,
            createdAt: new Date(Date.UTC(2026, 0, 1) + next() * 1000),
            ...rest,
          })
          .returning(),
      );
    },
  };
}

export type Builder = ReturnType<typeof rowBuilder>;

/**
 * The row builder for a running test app: rows go straight into its database, then its read cache
 * is told, as a write through the API would.
 */
export function builder(t: { db: Database; app: FastifyInstance }): Builder {
  const rows = rowBuilder(t.db);
  const told = Object.entries(rows).map(([name, make]) => [
    name,
    async (...args: unknown[]) => {
      const made = await (make as (...a: unknown[]) => Promise<unknown>)(...args);
      await t.app.ctx.readCache.invalidate();
      return made;
    },
  ]);
  return Object.fromEntries(told) as Builder;
}
