import { z } from 'zod';
import { messages } from '../messages';

/** Field builders whose errors read well in a toast: "Phone number is required." */
function requiredText(label: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be text.`;
}

export function text(label: string, opts: { min?: number; max: number }) {
  const min = opts.min ?? 1;
  return z
    .string({ error: requiredText(label) })
    .trim()
    .min(min, min === 1 ? `${label} is required.` : messages.server.tooShort(label, min))
    .max(opts.max, messages.server.tooLong(label, opts.max));
}

export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, messages.server.tooLong(label, max))
    .nullable()
    .optional();
}

export function oneOf<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return z.enum(values, { error: `${label} must be one of ${values.join(', ')}.` });
}

/** Ids are stored lower-case: an id typed or pasted in capitals is the same id. */
export const uuid = (label: string) => z.uuid({ error: `${label} must be a valid id.` }).toLowerCase();
