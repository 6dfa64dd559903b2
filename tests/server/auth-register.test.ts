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
  it('texts a 6-digit code to the E.164 number; the code keeps the name and password until it is verified', async () => {
    const texted = textsTo(e164);
    const response = await register();
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      status: 'success',
      message: m.otpSentRegister,
      data: { phoneNumber: e164, signUpId: expect.any(String) },
    });
    expect(textsTo(e164)).toBe(texted + 1);
    expect(lastCode(t.sms, e164)).toMatch(/^\d{6}$/);
    expect(await userRow()).toBeUndefined();
    const [attempt] = await otpRows();
    expect(attempt).toMatchObject({ id: response.json().data.signUpId, purpose: 'register', name: 'Asha Rao' });
    expect(attempt?.passwordHash).toMatch(/^\$argon2id\$/);
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

  it('lets an unverified phone register again: the code of the new attempt gives its name and password', async () => {
    await register({ name: 'First Name', password: 'first password' });
    await register({ name: 'Second Name', password: 'second password' });
    expect((await verify(lastCode(t.sms, e164))).statusCode).toBe(200);
    expect(await t.db.select().from(users)).toHaveLength(1);
    expect(await userRow()).toMatchObject({ name: 'Second Name' });
    expectError(await login('first password'), 401, m.wrongPassword);
    expect((await login('second password')).statusCode).toBe(200);
  });

  it('texts 3 codes back to back to a phone, then asks it to wait a minute, and writes nothing', async () => {
    for (let i = 0; i < 3; i += 1) expect((await register()).statusCode).toBe(201);
    const texted = textsTo(e164);
    expectError(await register(), 429, m.otpSendLimit('1 minute'));
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
    expect(await userRow()).toBeUndefined();
  });

  it('after 5 wrong codes refuses even the right one', async () => {
    const code = await registerForCode();
    for (let i = 1; i <= 4; i += 1) expectError(await verify(otherCode(code)), 400, m.otpInvalid);
    expectError(await verify(otherCode(code)), 429, m.otpTooManyTries);
    expectError(await verify(code), 429, m.otpTooManyTries);
    expect(await userRow()).toBeUndefined();
  });

  it('refuses an expired code', async () => {
    const code = await registerForCode();
    await t.db
      .update(otps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otps.phoneNumber, e164));
    expectError(await verify(code), 400, m.otpExpired);
    expect(await userRow()).toBeUndefined();
  });

  it('accepts a code only once', async () => {
    const code = await registerForCode();
    expect((await verify(code)).statusCode).toBe(200);
    expectError(await verify(code), 409, m.phoneTaken);
  });

  it('keeps an earlier code working after a newer one was sent, until either is verified', async () => {
    const first = await registerForCode();
    const second = await registerForCode();
    expect((await verify(first)).statusCode).toBe(200);
    expectError(await verify(second), 409, m.phoneTaken);
    expect(await otpRows()).toEqual([
      expect.objectContaining({ consumedAt: expect.any(Date), passwordHash: null }),
      expect.objectContaining({ consumedAt: expect.any(Date), passwordHash: null }),
    ]);
  });

  it("with the attempt's signUpId, accepts only that attempt's code", async () => {
    const first = await register();
    const firstCode = lastCode(t.sms, e164);
    const second = await registerForCode();
    const signUpId = first.json().data.signUpId;
    expectError(await postAuth(t.app, 'verify-otp', { phoneNumber: phone, otp: second, signUpId }), 400, m.otpInvalid);
    expect((await postAuth(t.app, 'verify-otp', { phoneNumber: phone, otp: firstCode, signUpId })).statusCode).toBe(
      200,
    );
  });

  it('answers that there is no code for a phone that never registered', async () => {
    expectError(await verify('123456'), 400, m.otpNoneActive);
  });
});
