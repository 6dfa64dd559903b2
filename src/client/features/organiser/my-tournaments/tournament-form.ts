import { TOURNAMENT_DESCRIPTION_MAX } from '../../../../shared/constants';
import { messages, organiserMessages } from '../../../../shared/messages';
import { inYears, yearsMessage } from '../../../../shared/schemas/writes';
import { currentZoneName } from './time-zones';

const text = organiserMessages.tournamentForm;

export interface TournamentFormValues {
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  timeZone: string;
  logo: string | null;
}

export type TournamentFormErrors = Partial<Record<keyof TournamentFormValues, string>>;

/** The phone's own IANA zone, the form's default; UTC when the browser will not say. */
export function deviceTimeZone(): string {
  try {
    return currentZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  } catch {
    return 'UTC';
  }
}

/** Every IANA zone the browser knows, by its current name, always including UTC and the device's own zone. */
export function timeZoneOptions(device = deviceTimeZone()): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, 'UTC', device].map(currentZoneName))].sort();
}

export const blankTournament = (timeZone = deviceTimeZone()): TournamentFormValues => ({
  name: '',
  description: '',
  startDate: '',
  endDate: '',
  timeZone,
  logo: null,
});

/**
 * All fields but the logo are required. A day outside the years the server takes, and an end
 * date before the start date, are refused here on their fields rather than by the server.
 */
export function validateTournament(values: TournamentFormValues): TournamentFormErrors {
  const errors: TournamentFormErrors = {};
  const required = ['name', 'description', 'startDate', 'endDate', 'timeZone'] as const;
  for (const field of required) {
    if (!values[field].trim()) errors[field] = text.required(text[field]);
  }
  for (const field of ['startDate', 'endDate'] as const) {
    if (!errors[field] && !inYears(values[field])) errors[field] = yearsMessage(text[field]);
  }
  if (!errors.description && values.description.trim().length > TOURNAMENT_DESCRIPTION_MAX)
    errors.description = messages.server.tooLong(text.description, TOURNAMENT_DESCRIPTION_MAX);
  if (!errors.startDate && !errors.endDate && values.endDate < values.startDate) errors.endDate = text.endBeforeStart;
  return errors;
}

/** The body of POST tournaments/create: trimmed, without a logo when none was chosen. */
export function tournamentBody(values: TournamentFormValues) {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    startDate: values.startDate,
    endDate: values.endDate,
    timeZone: values.timeZone,
    ...(values.logo ? { logo: values.logo } : {}),
  };
}
