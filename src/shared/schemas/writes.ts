import { z } from 'zod';
import { ABBREVIATION_MAX, TOURNAMENT_DESCRIPTION_MAX } from '../constants';
import { phoneNumber } from './auth';
import { FIXTURE_STATUSES, MATCH_TYPES } from './enums';
import { oneOf, text, uuid } from './fields';
import { optionalImageDataUrl } from './image';

/** Payloads of the organiser's writes (docs/api.md, limits in docs/rules.md#validation-limits). */

/** Years a day may fall in: any real tournament's, and always inside what PostgreSQL stores (it has no year 0). */
export const inYears = (day: string) => day.slice(0, 4) >= '1900' && day.slice(0, 4) <= '2999';
export const yearsMessage = (label: string) => `${label} must be in the years 1900 to 2999.`;

const isoDate = (label: string) =>
  z.iso
    .date({
      error: (i) => (i.input === undefined ? `${label} is required.` : `${label} must be a date (YYYY-MM-DD).`),
    })
    .refine(inYears, yearsMessage(label));

export const timeZoneName = z.string().refine((value) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}, 'Time zone must be an IANA time zone such as Asia/Kolkata.');

export const createTournamentBody = z
  .object({
    name: text('Tournament name', { max: 100 }),
    description: text('Description', { max: TOURNAMENT_DESCRIPTION_MAX }),
    logo: optionalImageDataUrl('Logo'),
    startDate: isoDate('Start date'),
    endDate: isoDate('End date'),
    timeZone: timeZoneName.optional(),
  })
  .refine((body) => body.endDate >= body.startDate, {
    message: 'The end date cannot be before the start date.',
    path: ['endDate'],
  });

export const addTeamBody = z.object({ tournamentId: uuid('Tournament id'), teamId: uuid('Team id') });

export const createTeamBody = z.object({
  name: text('Team name', { max: 60 }),
  description: text('Description', { max: 500 }),
  // Stored in capitals: checked again once upper-cased, as 'ß' becomes 'SS'.
  abbreviation: text('Abbreviation', { max: ABBREVIATION_MAX })
    .toUpperCase()
    .max(ABBREVIATION_MAX, `Abbreviation must be at most ${ABBREVIATION_MAX} characters.`),
  logo: optionalImageDataUrl('Logo'),
});

/** The player by phone number as typed, or by id when picked from the list of players (which shows masked numbers). */
export const addPlayerBody = z
  .object({ teamId: uuid('Team id'), phoneNumber: phoneNumber.optional(), playerId: uuid('Player id').optional() })
  .refine((body) => body.phoneNumber !== undefined || body.playerId !== undefined, 'Phone number is required.');

/**
 * A field of a fixture card. Missing or blank comes through as '' for the builder's own rule to
 * answer, in its words ('Please fill all fields for every fixture!', findFixtureProblem); anything
 * else must pass `schema`.
 */
function cardField(label: string, schema: z.ZodType<string, string>) {
  return z
    .string({ error: `${label} must be text.` })
    .nullish()
    .transform((value, ctx) => {
      if (!value?.trim()) return '';
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    });
}

export const subfixture = z.object({
  homeTeam: cardField('Home team', uuid('Home team')),
  awayTeam: cardField('Away team', uuid('Away team')),
  /** The day (YYYY-MM-DD, or an ISO date-time whose date part is used) in the tournament's time zone. */
  matchDate: cardField(
    'Match date',
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}/, 'Match date must be a date.')
      .refine(inYears, yearsMessage('Match date')),
  ),
  time: cardField('Time', z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:mm.')),
  venue: cardField('Venue', text('Venue', { max: 120 })),
  status: z.union([z.literal(''), oneOf('Status', FIXTURE_STATUSES)]).optional(),
});

export const fixtureContainerBody = z.object({
  tournamentId: uuid('Tournament id'),
  matchType: oneOf('Match type', MATCH_TYPES).default('League'),
  subfixtures: z
    .array(subfixture, { error: 'Subfixtures must be a list of fixtures.' })
    .min(1, 'At least one fixture is required')
    .max(500, 'At most 500 fixtures can be created at once.'),
});

export const fixtureUpdateBody = z.object({
  date: z.iso
    .datetime({ offset: true, error: 'Date must be an ISO date-time.' })
    .refine(inYears, yearsMessage('Date'))
    .optional(),
  status: oneOf('Status', FIXTURE_STATUSES).optional(),
  homeScore: z.number().int().min(0).max(99).optional(),
  awayScore: z.number().int().min(0).max(99).optional(),
  venue: text('Venue', { max: 120 }).optional(),
});

export type CreateTournamentBody = z.infer<typeof createTournamentBody>;
export type CreateTeamBody = z.infer<typeof createTeamBody>;
export type FixtureContainerBody = z.infer<typeof fixtureContainerBody>;
export type FixtureUpdateBody = z.infer<typeof fixtureUpdateBody>;
