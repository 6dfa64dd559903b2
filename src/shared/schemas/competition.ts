import { z } from 'zod';
import { GROUPS_MAX, KNOCKOUT_MAX_TEAMS } from '../constants';
import { formatMessages } from '../domain/formats/messages';
import { oneOf, text, uuid } from './fields';

/** The payload of a tournament's competition format (docs/api.md, docs/rules.md#competition-formats). */

/** A kick-off time, "HH:mm" on the 24-hour clock. */
export const KICK_OFF_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** The most fair-play points a card can count. */
export const CARD_POINTS_MAX = 20;
/** The most days between two matchdays. */
export const DAYS_BETWEEN_MAX = 30;
/** The most minutes between two kick-offs of a day. */
export const MINUTES_BETWEEN_MAX = 240;

const rounds = z.union([z.literal(1), z.literal(2)], { error: 'Rounds must be 1 (once) or 2 (home and away).' });
const thirdPlace = z.boolean({ error: 'Third place must be true or false.' });

export const competitionFormat = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('league'), rounds }),
    z.object({
      kind: z.literal('groups-knockout'),
      rounds,
      advance: z.union([z.literal(1), z.literal(2), z.literal(3)], {
        error: 'Teams through from each group must be 1, 2 or 3.',
      }),
      bestPlaced: z
        .number({ error: 'Best-placed teams must be a number.' })
        .int('Best-placed teams must be a whole number.')
        .min(0, 'Best-placed teams cannot be negative.')
        .max(GROUPS_MAX, `Best-placed teams must be at most ${GROUPS_MAX}.`)
        .optional(),
      thirdPlace,
    }),
    z.object({ kind: z.literal('knockout'), thirdPlace }),
  ],
  { error: 'Format kind must be one of league, groups-knockout, knockout.' },
);

const cardPoints = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(0, `${label} cannot be negative.`)
    .max(CARD_POINTS_MAX, `${label} must be at most ${CARD_POINTS_MAX}.`);

const teamIds = (label: string) =>
  z
    .array(uuid(label), { error: `${label} must be a list of team ids.` })
    .max(KNOCKOUT_MAX_TEAMS, `${label} has at most ${KNOCKOUT_MAX_TEAMS} teams.`);

const tieBreak = z.object({
  preset: oneOf('Tie-break order', ['standard', 'head-to-head-first']),
  fairPlay: z.boolean({ error: 'Fair play must be true or false.' }).default(false),
});

const groupOrBestPlaced = z
  .string({ error: "Group must be a group's name or best-placed." })
  .min(1, "Group must be a group's name or best-placed.")
  .max(20, "Group must be a group's name or best-placed.");

export const competitionFormatBody = z.object({
  format: competitionFormat,
  /** Groups set by hand, A, B, C… in order; or `groupCount` (and a `seed`) to draw them. */
  groups: z
    .array(z.object({ teamIds: teamIds('Group teams') }), { error: 'Groups must be a list.' })
    .max(GROUPS_MAX, `A competition in groups has 1 to ${GROUPS_MAX} groups.`)
    .optional(),
  groupCount: z
    .number({ error: 'Number of groups must be a number.' })
    .int('Number of groups must be a whole number.')
    .min(1, `A competition in groups has 1 to ${GROUPS_MAX} groups.`)
    .max(GROUPS_MAX, `A competition in groups has 1 to ${GROUPS_MAX} groups.`)
    .optional(),
  /** A knockout's teams in seed order (all the tournament's teams); left out, they are drawn. */
  seeds: teamIds('Seeds').optional(),
  /** The draw's seed, so a draw can be replayed; left out, a random one. */
  seed: z
    .number({ error: 'Seed must be a number.' })
    .int('Seed must be a whole number.')
    .min(0)
    .max(2 ** 31)
    .optional(),
  tieBreak: tieBreak.default({ preset: 'standard', fairPlay: false }),
  fairPlayWeights: z
    .object({
      yellow: cardPoints('Yellow card'),
      secondYellow: cardPoints('Second yellow'),
      red: cardPoints('Red card'),
    })
    .optional(),
  schedule: z.object(
    {
      firstDay: z.iso.date({ error: 'First day must be a date (YYYY-MM-DD).' }),
      time: z.string({ error: 'Time must be HH:mm.' }).regex(KICK_OFF_TIME, 'Time must be HH:mm.'),
      venue: text('Venue', { max: 120 }),
      daysBetween: z
        .number({ error: 'Days between matchdays must be a number.' })
        .int('Days between matchdays must be a whole number.')
        .min(0, 'Days between matchdays cannot be negative.')
        .max(DAYS_BETWEEN_MAX, `Days between matchdays must be at most ${DAYS_BETWEEN_MAX}.`),
      /** A day's matches kick off this far apart, in order (one pitch); 0, all at the same time. */
      minutesBetween: z
        .number({ error: 'Minutes between kick-offs must be a number.' })
        .int('Minutes between kick-offs must be a whole number.')
        .min(0, 'Minutes between kick-offs cannot be negative.')
        .max(MINUTES_BETWEEN_MAX, `Minutes between kick-offs must be at most ${MINUTES_BETWEEN_MAX}.`)
        .default(0),
    },
    { error: 'Schedule is required: first day, time, venue and days between matchdays.' },
  ),
  /** Go ahead although the tournament's unplayed fixtures are deleted (played ones are always kept). */
  confirm: z.boolean({ error: 'Confirm must be true or false.' }).default(false),
});

export type CompetitionFormatBody = z.infer<typeof competitionFormatBody>;
/** The body as a client sends it, defaults left out. */
export type CompetitionFormatInput = z.input<typeof competitionFormatBody>;

/** A group's own tie-break order, or every group's when `group` is left out (docs/api.md). */
export const groupTieBreakBody = tieBreak.extend({ group: groupOrBestPlaced.optional() });

export type GroupTieBreakBody = z.infer<typeof groupTieBreakBody>;

/** A drawing of lots: the group (or best-placed) and its level teams in the order drawn. */
export const lotsBody = z.object({
  group: groupOrBestPlaced,
  teamIds: teamIds('Drawn teams')
    .min(2, 'A drawing of lots orders at least two teams.')
    .refine((ids) => new Set(ids).size === ids.length, formatMessages.changes.lotsOnce),
});

export type LotsBody = z.infer<typeof lotsBody>;
