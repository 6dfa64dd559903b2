import { messages } from '../../../shared/messages';
import type { RegisterBody } from './api';

const m = messages.server;
/** The refusal of a number in a country codes are not texted to, without the countries it names. */
const NO_TEXTS_THERE = m.smsCountryNotAllowed('').slice(0, -2);

/**
 * The Sign Up field a refused registration speaks of, so the message shows on it as well as in the
 * toast (null when it is about no one field). The server's texts name the field they are about.
 */
export function registerErrorField(message: string): keyof RegisterBody | null {
  if (message === m.passwordsDiffer) return 'confirmPassword';
  if (message === m.invalidPhone || message === m.phoneTaken || message.startsWith(NO_TEXTS_THERE))
    return 'phoneNumber';
  if (message.startsWith('Full name')) return 'name';
  if (message.startsWith('Password') || message === messages.auth.commonPassword) return 'password';
  return null;
}
