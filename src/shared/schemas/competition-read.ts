import { z } from 'zod';
import { competitionFormat } from './competition';
import { standingsRow } from './leaderboards';
import { teamRef } from './team-ref';

/** A tournament's competition format as the public read shows it (docs/api.md, docs/rules.md#competition-formats). */

const groupRow = standingsRow.extend({
  /** The criterion that put the row above the next one; null on the last row. */
  decidedBy: z.string().nullable(),
  byLots: z.boolean(),
  /** 'through' or 'out' once it is decided; null while it is not. */
  qualification: z.enum(['through', 'out']).nullable(),
});

/** Where a slot's team comes from (the engine's SlotSource, formats/bracket.ts). */
const slotSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('team'), teamId: z.string() }),
  z.object({ kind: z.literal('group'), group: z.string(), position: z.number() }),
  z.object({ kind: z.literal('best-placed'), position: z.number(), rank: z.number() }),
  z.object({ kind: z.literal('winner'), match: z.string() }),
  z.object({ kind: z.literal('loser'), match: z.string() }),
]);

const slot = z.object({
  /** null while the place is a placeholder. */
  team: teamRef.nullable(),
  /** The team's name, or the placeholder: "Winner of Group A", "Loser of SF1"… */
  label: z.string(),
  /** Absent in reads saved before: a phone fills the place from its own results with it. */
  source: slotSource.optional(),
  /** Set only on a phone: the team comes from a result the server has not confirmed yet. */
  unconfirmed: z.boolean().optional(),
});

const bracketMatch = z.object({
  id: z.string(),
  home: slot,
  away: slot,
  /** The knockout fixture, once both teams are known. */
  fixtureId: z.string().nullable(),
  status: z.string().nullable(),
  /** "2–1", "3–2 (a.e.t.)", "2–2 (a.e.t.), 4–3 on penalties"; null before the result. */
  result: z.string().nullable(),
  winnerTeamId: z.string().nullable(),
  /** Set only on a phone: the result is its own, not yet confirmed by the server. */
  unconfirmed: z.boolean().optional(),
});

export const competitionRead = z.object({
  format: competitionFormat,
  tieBreak: z.object({ preset: z.string(), criteria: z.array(z.string()) }),
  groups: z.array(
    z.object({
      name: z.string(),
      complete: z.boolean(),
      /** The group's tie-break order: its own, or the tournament's (absent in reads saved before). */
      criteria: z.array(z.string()).optional(),
      rows: z.array(groupRow),
    }),
  ),
  /** The ranking of the teams placed `position` across groups, when the best `places` go through; absent in reads saved before. */
  bestPlaced: z
    .object({
      position: z.number(),
      places: z.number(),
      /** Every group is complete: the ranking is final. */
      complete: z.boolean(),
      rows: z.array(groupRow.extend({ group: z.string() })),
    })
    .nullable()
    .optional(),
  bracket: z
    .object({
      rounds: z.array(z.object({ round: z.number(), name: z.string(), matches: z.array(bracketMatch) })),
    })
    .nullable(),
});

export type CompetitionRead = z.infer<typeof competitionRead>;
