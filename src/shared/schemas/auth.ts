import { z } from 'zod';
import { NAME_MAX, OTP_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from '../constants';
import { isCommonPassword } from '../domain/common-passwords';
import { messages } from '../messages';
import { GENDERS, PLAYER_POSITIONS, PREFERRED_FEET } from './enums';
import { oneOf, optionalText, text } from './fields';
import { optionalImageDataUrl } from './image';

/** A phone number as typed; the server normalises it to E.164 with its default region. */
export const phoneNumber = text('Phone number', { max: 32 });
/** A password being chosen (sign-up, reset): long enough and not one of the most common ones. */
const newPassword = (label: string) =>
  text(label, { min: PASSWORD_MIN, max: PASSWORD_MAX }).refine(
    (value) => !isCommonPassword(value),
    messages.auth.commonPassword,
  );
export const otp = z
  .string({ error: (i) => (i.input === undefined ? 'OTP is required.' : 'OTP must be text.') })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `OTP must be exactly ${OTP_LENGTH} digits.`);

export const registerBody = z.object({
  name: text('Full name', { max: NAME_MAX }),
  phoneNumber,
  password: newPassword('Password'),
  confirmPassword: text('Confirm password', { max: PASSWORD_MAX }),
});
/** The sign-up attempt a code was texted for: verifying with its id accepts only that attempt's code. */
const signUpId = z.uuid({ error: 'Sign-up id must be a valid id.' }).toLowerCase();
export const registerAnswer = z.object({ phoneNumber: z.string(), signUpId: z.string() });
export const verifyOtpBody = z.object({ phoneNumber, otp, signUpId: signUpId.optional() });
export const loginBody = z.object({ phoneNumber, password: text('Password', { max: PASSWORD_MAX }) });
export const requestResetBody = z.object({ phoneNumber });
export const resetPasswordBody = z.object({
  phoneNumber,
  otp,
  newPassword: newPassword('New password'),
  confirmPassword: text('Confirm password', { max: PASSWORD_MAX }),
});
export const refreshBody = z.object({ refreshToken: text('Refresh token', { max: 200 }) });

/**
 * A real date of birth: PostgreSQL has no year 0, nobody alive was born before 1900, and nobody tomorrow.
 * The Edit Profile form checks it too, so a slip is said on its field.
 */
export const DOB_MIN = '1900-01-01';
export const dateOfBirth = z.iso
  .date({ error: 'Date of birth must be a date (YYYY-MM-DD).' })
  .refine((value) => value >= DOB_MIN, 'Date of birth must be on or after 1 January 1900.')
  .refine((value) => value <= new Date().toISOString().slice(0, 10), 'Date of birth cannot be in the future.');

export const updateUserDetailsBody = z.object({
  name: text('Full name', { max: NAME_MAX }).optional(),
  email: z
    .union([z.literal(''), z.email({ error: 'Email must be a valid email address.' }).max(254)])
    .nullable()
    .optional(),
  dob: z
    .union([z.literal(''), dateOfBirth])
    .nullable()
    .optional(),
  gender: oneOf('Gender', GENDERS).nullable().optional(),
  image: optionalImageDataUrl('Photo'),
  message: optionalText('Message', 500),
  primaryPosition: oneOf('Primary position', PLAYER_POSITIONS).nullable().optional(),
  preferredFoot: oneOf('Preferred foot', PREFERRED_FEET).nullable().optional(),
  city: optionalText('City', 100),
});

export const publicUser = z.object({
  id: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  image: z.string().nullable(),
});

/** The token object (docs/rules.md#accounts-sessions-and-codes): the client stores it under 'token' and adds exp. */
export const tokenData = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number(),
  user: publicUser,
});

export const playerStats = z.object({
  appearances: z.number(),
  goals: z.number(),
  assists: z.number(),
  goalSaves: z.number(),
  goalsSaved: z.number(),
  redCards: z.number(),
  yellowCards: z.number(),
});

export const profile = z.object({
  id: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  position: z.string().nullable(),
  image: z.string().nullable(),
  email: z.string().nullable(),
  dob: z.string().nullable(),
  gender: z.string().nullable(),
  primaryPosition: z.string().nullable(),
  preferredFoot: z.string().nullable(),
  city: z.string().nullable(),
  message: z.string().nullable(),
  teams: z.array(z.object({ id: z.string(), name: z.string(), logo: z.string().nullable() })),
  playerStats: z.array(playerStats),
});

export const userListItem = publicUser.extend({ phone: z.string(), primaryPosition: z.string().nullable() });

export type RegisterBody = z.infer<typeof registerBody>;
export type RegisterAnswer = z.infer<typeof registerAnswer>;
export type TokenData = z.infer<typeof tokenData>;
export type Profile = z.infer<typeof profile>;
export type UpdateUserDetailsBody = z.infer<typeof updateUserDetailsBody>;
export type UserListItem = z.infer<typeof userListItem>;
