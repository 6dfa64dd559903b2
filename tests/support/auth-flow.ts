import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { SmsTransport } from '../../src/server/services/sms';
import type { TokenData } from '../../src/shared/schemas/auth';

let counter = 0;

/** A phone number no other test uses (valid Indian mobile numbers). */
export function uniquePhone(): string {
  counter += 1;
  return `98${String(process.pid % 1000).padStart(3, '0')}${String(counter).padStart(5, '0')}`;
}

/** The last code texted to a phone (E.164), read from the console transport's outbox. */
export function lastCode(sms: SmsTransport, e164: string): string {
  const message = [...(sms.outbox ?? [])].reverse().find((m) => m.to === e164);
  const code = message && /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`no code was texted to ${e164}`);
  return code;
}

export const toE164India = (phone: string) => `+91${phone}`;

/** Registers and verifies a user through the real calls; answers the token object. */
export async function signUp(
  app: FastifyInstance,
  sms: SmsTransport,
  { name = 'Test Player', phone = uniquePhone(), password = 'correct horse' } = {},
): Promise<TokenData & { phone: string; password: string }> {
  const register = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name, phoneNumber: phone, password, confirmPassword: password },
  });
  if (register.statusCode !== 201) throw new Error(`register failed: ${register.body}`);
  const verify = await app.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    payload: { phoneNumber: phone, otp: lastCode(sms, toE164India(phone)) },
  });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  return { ...(verify.json().data as TokenData), phone, password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** POST /api/auth/{path} with a JSON body, optionally with headers (a bearer token, a client address). */
export function postAuth(
  app: FastifyInstance,
  path: string,
  payload: object,
  { headers = {}, remoteAddress }: { headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  return app.inject({ method: 'POST', url: `/api/auth/${path}`, payload, headers, remoteAddress });
}

/** GET /api/auth/getProfile as the holder of this access token. */
export const getProfile = (app: FastifyInstance, accessToken: string) =>
  app.inject({ method: 'GET', url: '/api/auth/getProfile', headers: bearer(accessToken) });

/** An error answer as the client sees it: this status code and the envelope with exactly this message. */
export function expectError(response: LightMyRequestResponse, statusCode: number, message: string): void {
  expect({ statusCode: response.statusCode, body: response.json() }).toEqual({
    statusCode,
    body: { status: 'error', message },
  });
}

/** A 6-digit code that is certainly not this one. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
