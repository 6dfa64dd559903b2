import { messages } from '../../../shared/messages';

/** How many digits a phone number has: at most 15 (E.164), and no national number in use has fewer than 6. */
const DIGITS = { min: 6, max: 15 };

/**
 * The check of a phone number on the phone, before anything is sent: required, and shaped like a number
 * (digits, with the spaces, dashes, dots, brackets and leading + people type). Whether it is a number of
 * its country is the server's to say; this shows a slip at once, beside the other fields' problems.
 */
export const phoneRule = (label: string) => (value: string) => {
  const typed = value.trim();
  if (!typed) return messages.auth.ui.required(label);
  const digits = typed.replace(/\D/g, '').length;
  const shaped = /^\+?[\d\s().-]+$/.test(typed) && digits >= DIGITS.min && digits <= DIGITS.max;
  return shaped ? null : messages.server.invalidPhone;
};
