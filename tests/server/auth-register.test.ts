import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { otps, users } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { expectError, getProfile, lastCode, otherCode, postAuth, signUp } from '../support/auth-flow';
import { createTestApp, resetDatabase, rowCounts, type TestApp } from '../support/test-app';

const m = messages.server;
const phone = '9876543210';
const e164 = '+919876543210';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());
beforeEach(() => resetDatabase(t));

const register = ({ name = 'Asha Rao', password = 'correct horse', confirmPassword = '' } = {}) =>
  postAuth(t.app, 'register', { name, phoneNumber: phone, password, confirmPassword: confirmPassword || password });
const verify = (otp: string) => postAuth(t.app, 'verify-otp', { phoneNumber: phone, otp });
const login = (password: string) => postAuth(t.app, 'login', { phoneNumber: phone, password });
const userRow = () => t.db.query.users.findFirst({ where: eq(users.phoneNumber, e164) });
const otpRows = () => t.db.select().from(otps).where(eq(otps.phoneNumber, e164));
const textsTo = (to: string) => (t.sms.outbox ?? []).filter((message) => message.to === to).length;

/** Registers and answers the code texted for it. */
async function registerForCode(): Promise<string> {
  expect((await register()).statusCode).toBe(201);
  return lastCode(t.sms, e164);
}

describe('POST /api/auth/register', () => {
  it('creates an unverified account and texts a 6-digit code to the E.164 number', async () => {
    const texted = textsTo(e164);
    const response = await register();
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'success', message: m.otpSentRegister, data: { phoneNumber: e164 } });
    expect(textsTo(e164)).toBe(texted + 1);
    expect(lastCode(t.sms, e164)).toMatch(/^\d{6}$/);
    const user = await userRow();
    expect(user).toMatchObject({ name: 'Asha Rao', phoneNumber: e164, verifiedAt: null });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a password and confirmation that differ, and writes nothing', async () => {
    const texted = textsTo(e164);
    expectError(
      await register({ password: 'correct horse', confirmPassword: 'correct horsf' }),
      400,
      m.passwordsDiffer,
    );
    expect(await rowCounts(t.db)).toMatchObject({ users: 0, otps: 0 });
    expect(textsTo(e164)).toBe(texted);
  });

  it('refuses a phone that already has a verified account (409) and keeps its password', async () => {
    await signUp(t.app, t.sms, { phone, password: 'first password' });
    expectError(await register({ password: 'second password' }), 409, m.phoneTaken);
    expect((await login('first password')).statusCode).toBe(200);
  });

  it('lets an unverified phone register again: the new name and password replace the old ones', async () => {
    await register({ name: 'First Name', password: 'first password' });
    await register({ name: 'Second Name', password: 'second password' });
    expect((await verify(lastCode(t.sms, e164))).statusCode).toBe(200);
    expect(await t.db.select().from(users)).toHaveLength(1);
    expect(await userRow()).toMatchObject({ name: 'Second Name' });
    expectError(await login('first password'), 401, m.wrongPassword);
    expect((await login('second password')).statusCode).toBe(200);
  });

  it('texts at most 3 codes per phone in 10 minutes, counting reset codes too', async () => {
    await register();
    await register();
    expect((await postAuth(t.app, 'request-reset', { phoneNumber: phone })).statusCode).toBe(200);
    const texted = textsTo(e164);
    expectError(await register(), 429, m.otpSendLimit);
    expectError(await postAuth(t.app, 'request-reset', { phoneNumber: phone }), 429, m.otpSendLimit);
    expect(await otpRows()).toHaveLength(3);
    expect(textsTo(e164)).toBe(texted);
  });
});

describe('POST /api/auth/verify-otp', () => {
  it('answers the token object and marks the account verified', async () => {
    const response = await verify(await registerForCode());
    const user = await userRow();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      message: m.verified,
      data: {
        accessToken: expect.any(String),
        refreshToken: expect.any(String),
        expiresIn: 86_400,
        user: { id: user?.id, name: 'Asha Rao', phoneNumber: e164, image: null },
      },
    });
    expect(user?.verifiedAt).toBeInstanceOf(Date);
    expect((await getProfile(t.app, response.json().data.accessToken)).statusCode).toBe(200);
  });

  it('refuses a wrong code and counts the try', async () => {
    const code = await registerForCode();
    expectError(await verify(otherCode(code)), 400, m.otpInvalid);
    const [row] = await otpRows();
    expect(row?.attempts).toBe(1);
    expect((await userRow())?.verifiedAt).toBeNull();
  });

  it('after 5 wrong codes refuses even the right one', async () => {
    const code = await registerForCode();
    for (let i = 1; i <= 4; i += 1) expectError(await verify(otherCode(code)), 400, m.otpInvalid);
    expectError(await verify(otherCode(code)), 429, m.otpTooManyTries);
    expectError(await verify(code), 429, m.otpTooManyTries);
    expect((await userRow())?.verifiedAt).toBeNull();
  });

  it('refuses an expired code', async () => {
    const code = await registerForCode();
    await t.db
      .update(otps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otps.phoneNumber, e164));
    expectError(await verify(code), 400, m.otpExpired);
    expect((await userRow())?.verifiedAt).toBeNull();
  });

  it('accepts a code only once', async () => {
    const code = await registerForCode();
    expect((await verify(code)).statusCode).toBe(200);
    expectError(await verify(code), 400, m.otpNoneActive);
  });

  it('stops accepting a code once a newer one was sent', async () => {
    const first = await registerForCode();
    const second = await registerForCode();
    expectError(await verify(first), 400, m.otpInvalid);
    expect((await verify(second)).statusCode).toBe(200);
  });

  it('answers 404 for a phone that never registered', async () => {
    expectError(await verify('123456'), 404, m.accountNotFound);
  });
});
