import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Normalises what a user typed ("98765 43210", "+44 7911 123456") to E.164, or null when it is no phone number. */
export function toE164(input: string, defaultRegion: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), defaultRegion.toUpperCase() as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}

/** The country (ISO region, "IN") a stored E.164 number belongs to, or null for one that belongs to none. */
export function phoneRegion(e164: string): string | null {
  return parsePhoneNumberFromString(e164)?.country ?? null;
}

/** Whether a code names a country with phone numbers ("IN", "GB"; capitals only). */
export const isPhoneRegion = (code: string): boolean => isSupportedCountry(code);

/** Digits of a masked number left readable: enough to tell two people apart, too few to call them. */
const SHOWN_DIGITS = 4;

/** A stored E.164 number as other people may see it: country code and last digits, "+91 ••••••0001". */
export function maskPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  const national = parsed?.nationalNumber ?? e164.replace(/\D/g, '');
  const hidden = Math.max(national.length - SHOWN_DIGITS, 0);
  const code = parsed ? `+${parsed.countryCallingCode} ` : '';
  return `${code}${'•'.repeat(hidden)}${national.slice(hidden)}`;
}
