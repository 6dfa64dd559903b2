import { z } from 'zod';
import { phoneNumber } from './auth';
import { uuid } from './fields';

/** The calls of a tournament's co-organisers (docs/rules.md#who-does-what): the admin adds them by phone number. */

const tournamentId = uuid('Tournament id');

export const addCoOrganiserBody = z.object({ tournamentId, phoneNumber });

export const coOrganiserListParams = z.object({ tournamentId });

export const coOrganiserParams = z.object({ tournamentId, userId: uuid('User id') });

export const coOrganiser = z.object({
  id: z.string(),
  name: z.string(),
  /** Only the country code and the last digits: co-organisers see each other's. */
  maskedPhone: z.string(),
});

export type CoOrganiser = z.infer<typeof coOrganiser>;

/** Whose number the admin typed, before they are made a co-organiser: the admin confirms the name first. */
export const coOrganiserLookup = coOrganiser.extend({
  /** They organise this tournament already: adding them again changes nothing. */
  already: z.boolean(),
});

export type CoOrganiserLookup = z.infer<typeof coOrganiserLookup>;
