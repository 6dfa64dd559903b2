import type { z } from 'zod';
import type {
  loginBody,
  RegisterAnswer,
  RegisterBody,
  requestResetBody,
  resetPasswordBody,
  TokenData,
  verifyOtpBody,
} from '../../../shared/schemas/auth';
import { ApiError, api, type Envelope, request } from '../../lib/api';

export type LoginBody = z.infer<typeof loginBody>;
export type VerifyOtpBody = z.infer<typeof verifyOtpBody>;
export type RequestResetBody = z.infer<typeof requestResetBody>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
export type { RegisterBody };

/** The token object of a login or verify answer; an answer without one counts as a failure. */
function tokenOf(envelope: Envelope<TokenData>): TokenData {
  if (!envelope.data?.accessToken) throw new ApiError('The answer held no session.', 200, envelope.message ?? null);
  return envelope.data;
}

/**
 * Starts a sign-up and texts its code; answers the attempt's id (when the server gives one), which the
 * verify call sends so that only this attempt's code is accepted.
 */
export const register = async (body: RegisterBody): Promise<string | undefined> =>
  (await request<Partial<RegisterAnswer>>(api.post('auth/register', { json: body }))).data?.signUpId;

/** Checks the sign-up code; answers the token object to store. */
export const verifyOtp = async (body: VerifyOtpBody) =>
  tokenOf(await request<TokenData>(api.post('auth/verify-otp', { json: body })));

/** 404 no such account, 401 wrong password, 403 not verified, 429 the number waits after too many wrong passwords. */
export const login = async (body: LoginBody) =>
  tokenOf(await request<TokenData>(api.post('auth/login', { json: body })));

/** Texts a reset code; success is HTTP 200. */
export const requestReset = (body: RequestResetBody) =>
  request<unknown>(api.post('auth/request-reset', { json: body }));

/** Sets the new password with the reset code; success is HTTP 200. */
export const resetPassword = (body: ResetPasswordBody) =>
  request<unknown>(api.post('auth/reset-password', { json: body }));
