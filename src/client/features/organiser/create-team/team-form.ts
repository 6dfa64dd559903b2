import { ABBREVIATION_MAX } from '../../../../shared/constants';
import { organiserMessages } from '../../../../shared/messages';

const text = organiserMessages.createTeam;

export interface TeamFormValues {
  name: string;
  description: string;
  abbreviation: string;
  logo: string | null;
}

export const blankTeam = (): TeamFormValues => ({ name: '', description: '', abbreviation: '', logo: null });

/** Field errors, in the screen's fixed words (docs/rules.md#texts). */
export function validateTeam(values: TeamFormValues): Partial<Record<keyof TeamFormValues, string>> {
  const errors: Partial<Record<keyof TeamFormValues, string>> = {};
  if (!values.name.trim()) errors.name = text.nameRequired;
  if (!values.description.trim()) errors.description = text.descriptionRequired;
  const abbreviation = values.abbreviation.trim();
  if (!abbreviation) errors.abbreviation = text.abbreviationRequired;
  else if (Array.from(abbreviation).length > ABBREVIATION_MAX) errors.abbreviation = text.abbreviationMax;
  return errors;
}

/** The abbreviation input keeps at most 5 characters, in capitals as the server stores them. */
export const capAbbreviation = (value: string) => Array.from(value.toUpperCase()).slice(0, ABBREVIATION_MAX).join('');

/** The body of POST teams/create, without a logo when none was chosen. */
export function teamBody(values: TeamFormValues) {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    abbreviation: values.abbreviation.trim(),
    ...(values.logo ? { logo: values.logo } : {}),
  };
}
