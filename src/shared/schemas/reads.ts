import { z } from 'zod';
import { competitionRead } from './competition-read';
import { uuid } from './fields';
import { teamRef } from './team-ref';

export { teamRef };

/** Shapes of the public reads (docs/api.md: tournaments, teams, fixtures, events, lineups). */

export const tournamentSummary = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  logo: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  timeZone: z.string(),
  adminId: z.string(),
  /** A match of it is being played now: it is on now, whatever its dates say. */
  playing: z.boolean(),
});

/** The match clock as the scorer's log leaves it: null for a match scored without the tracker. */
export const matchClock = z.object({
  /** Since when it runs (ISO, server clock), or null when paused or stopped. */
  runningSince: z.string().nullable(),
  /** Milliseconds on it before it last started. */
  elapsedMs: z.number(),
});

export const fixtureSummary = z.object({
  id: z.string(),
  tournamentId: z.string(),
  /** The tournament's IANA zone: kick-off times are shown there. */
  timeZone: z.string(),
  matchType: z.string(),
  date: z.string(),
  venue: z.string(),
  status: z.string(),
  homeTeamId: z.string(),
  awayTeamId: z.string(),
  homeTeam: teamRef,
  awayTeam: teamRef,
  homeScore: z.number(),
  awayScore: z.number(),
  homePenaltyScore: z.number().nullable(),
  awayPenaltyScore: z.number().nullable(),
  /** The match went to extra time: its result reads "(a.e.t.)". Absent in reads saved before: read as false. */
  extraTime: z.boolean().optional(),
  /**
   * The match log went to a penalty shootout: while the match is on, the shootout is being played
   * (its status stays that of the stage before it). Absent in reads saved before: read as false.
   */
  shootout: z.boolean().optional(),
  /** Absent in reads saved on a phone before the clock was read. */
  clock: matchClock.nullable().optional(),
  /** Of a competition format: 'league', 'knockout' or the group's name; null otherwise (absent in reads saved before). */
  stage: z.string().nullable().optional(),
  /** A knockout fixture's bracket match ('QF1', 'F'): it cannot end level. Null otherwise. */
  bracketMatch: z.string().nullable().optional(),
});

export const tournamentDetail = tournamentSummary.extend({
  teams: z.array(teamRef),
  fixtures: z.array(fixtureSummary),
  /** The admin and the co-organisers: who may manage it (absent in reads saved before). */
  organiserIds: z.array(z.string()).optional(),
  /** Always false: the answer is the same for every viewer; organiserIds says who organises it. */
  isAdmin: z.boolean(),
  /** Its competition format with group tables and bracket; null without one (absent in reads saved before). */
  competition: competitionRead.nullable().optional(),
});

export const member = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  primaryPosition: z.string().nullable(),
  number: z.number().nullable(),
});

/** A team of the list of every team: the abbreviation tells apart two clubs of one name. */
export const teamListItem = teamRef.extend({ abbreviation: z.string() });

export const teamDetail = teamRef.extend({
  description: z.string(),
  abbreviation: z.string(),
  managerId: z.string(),
  members: z.array(member),
  homeFixtures: z.array(fixtureSummary),
  awayFixtures: z.array(fixtureSummary),
  tournaments: z.array(
    tournamentSummary.pick({ id: true, name: true, logo: true, startDate: true, endDate: true, timeZone: true }),
  ),
});

export const lineupPlayer = z.object({
  id: z.string(),
  isStarting: z.boolean(),
  isOnField: z.boolean(),
  position: z.string(),
  jerseyNumber: z.number(),
  player: z.object({ id: z.string(), name: z.string(), number: z.number(), image: z.string().nullable() }),
});

export const lineup = z.object({
  id: z.string(),
  fixtureId: z.string(),
  teamId: z.string(),
  players: z.array(lineupPlayer),
});

export const fixtureTeam = teamRef.extend({ lineups: z.array(lineup), members: z.array(member) });

export const fixtureDetail = fixtureSummary.extend({
  homeTeam: fixtureTeam,
  awayTeam: fixtureTeam,
  tournament: z.object({
    id: z.string(),
    name: z.string(),
    logo: z.string().nullable(),
    timeZone: z.string(),
    adminId: z.string(),
    /** The admin and the co-organisers: who may pick lineups and score (absent in reads saved before). */
    organiserIds: z.array(z.string()).optional(),
  }),
});

export const matchEvent = z.object({
  id: z.string(),
  fixtureId: z.string(),
  teamId: z.string().nullable(),
  type: z.string(),
  minute: z.number(),
  penaltyOutcome: z.string().nullable(),
  isShootout: z.boolean(),
  player: z.object({ id: z.string(), name: z.string() }).nullable(),
  substitutePlayer: z.object({ id: z.string(), name: z.string() }).nullable(),
  metadata: z.string().nullable(),
  createdAt: z.string(),
});

export const idParam = (label: string) => z.object({ id: uuid(label) });

export type TeamRefRead = z.infer<typeof teamRef>;
export type TeamListItem = z.infer<typeof teamListItem>;
export type TournamentSummary = z.infer<typeof tournamentSummary>;
export type TournamentDetail = z.infer<typeof tournamentDetail>;
export type FixtureSummary = z.infer<typeof fixtureSummary>;
export type FixtureDetail = z.infer<typeof fixtureDetail>;
export type MatchClock = z.infer<typeof matchClock>;
export type TeamDetail = z.infer<typeof teamDetail>;
export type Lineup = z.infer<typeof lineup>;
export type Member = z.infer<typeof member>;
export type MatchEventRead = z.infer<typeof matchEvent>;
