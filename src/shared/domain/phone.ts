import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Normalises what a user typed ("98765 43210", "+44 7911 123456") to E.164, or null when it is no phone number. */
export function toE164(input: string, defaultRegion: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), defaultRegion.toUpperCase() as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}
