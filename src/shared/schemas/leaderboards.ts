import { z } from 'zod';
import { teamRef } from './team-ref';

export const standingsRow = z.object({
  position: z.number(),
  team: teamRef,
  played: z.number(),
  won: z.number(),
  drawn: z.number(),
  lost: z.number(),
  goalsFor: z.number(),
  goalsAgainst: z.number(),
  goalDifference: z.number(),
  points: z.number(),
});

export const leaderboardRow = z.object({
  playerId: z.string(),
  player: z.object({ id: z.string(), name: z.string(), image: z.string().nullable() }),
  team: teamRef.nullable(),
  goals: z.number(),
  assists: z.number(),
  saves: z.number(),
  matches: z.number(),
  matchesPlayed: z.number(),
  minutes: z.number(),
  cleanSheets: z.number(),
  /** Matches played in goal: who the Golden Gloves list. */
  matchesInGoal: z.number(),
});

export const awardsData = z.object({
  goldenBoot: z.array(leaderboardRow),
  goldenGlove: z.array(leaderboardRow),
  assistsLeaderboard: z.array(leaderboardRow),
});

export type StandingsRowRead = z.infer<typeof standingsRow>;
export type LeaderboardRowRead = z.infer<typeof leaderboardRow>;
export type AwardsData = z.infer<typeof awardsData>;
