import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/password';
import { otps, users } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { expectError, getProfile, lastCode, postAuth, signUp, toE164India } from '../support/auth-flow';
import { createTestApp, resetDatabase, type TestApp } from '../support/test-app';

const m = messages.server;
const oldPassword = 'old password';
const newPassword = 'new password';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());
beforeEach(() => resetDatabase(t));

const requestReset = (phoneNumber: string) => postAuth(t.app, 'request-reset', { phoneNumber });
const resetPassword = (phoneNumber: string, otp: string, password = newPassword, confirmPassword = password) =>
  postAuth(t.app, 'reset-password', { phoneNumber, otp, newPassword: password, confirmPassword });
const login = (phoneNumber: string, password: string) => postAuth(t.app, 'login', { phoneNumber, password });
const passwordHashOf = async (phone: string) =>
  (await t.db.query.users.findFirst({ where: eq(users.phoneNumber, toE164India(phone)) }))?.passwordHash;

/** A verified account that asked for a reset code; answers the account and the code. */
async function accountWithResetCode() {
  const account = await signUp(t.app, t.sms, { password: oldPassword });
  const response = await requestReset(account.phone);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'success', message: m.otpSentReset });
  return { account, code: lastCode(t.sms, toE164India(account.phone)) };
}

describe('password reset', () => {
  it('request-reset, then reset-password: the new password logs in and the old one no longer does', async () => {
    const { account, code } = await accountWithResetCode();
    const response = await resetPassword(account.phone, code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', message: m.passwordReset });
    expect((await login(account.phone, newPassword)).statusCode).toBe(200);
    expectError(await login(account.phone, oldPassword), 401, m.wrongPassword);
  });

  it('refuses a new password and confirmation that differ, keeps the password and the code', async () => {
    const { account, code } = await accountWithResetCode();
    const hashBefore = await passwordHashOf(account.phone);
    expectError(await resetPassword(account.phone, code, newPassword, 'new passwore'), 400, m.passwordsDiffer);
    expect(await passwordHashOf(account.phone)).toBe(hashBefore);
    expect((await login(account.phone, oldPassword)).statusCode).toBe(200);
    expect((await resetPassword(account.phone, code)).statusCode).toBe(200);
  });

  it('refuses a sign-up code: codes are bound to their purpose', async () => {
    const phone = '9876543210';
    // An account an earlier version left unverified, signing up again.
    await t.db
      .insert(users)
      .values({ name: 'Asha Rao', phoneNumber: toE164India(phone), passwordHash: await hashPassword(oldPassword) });
    const register = await postAuth(t.app, 'register', {
      name: 'Asha Rao',
      phoneNumber: phone,
      password: oldPassword,
      confirmPassword: oldPassword,
    });
    expect(register.statusCode).toBe(201);
    const hashBefore = await passwordHashOf(phone);
    expectError(await resetPassword(phone, lastCode(t.sms, toE164India(phone))), 400, m.otpNoneActive);
    expect(await passwordHashOf(phone)).toBe(hashBefore);
    const [signUpCode] = await t.db.select().from(otps);
    expect(signUpCode).toMatchObject({ purpose: 'register', consumedAt: null });
  });

  it('answers 404 for a phone without an account, and texts nothing', async () => {
    const texted = t.sms.outbox?.length;
    expectError(await requestReset('9876543210'), 404, m.accountNotFound);
    expectError(await resetPassword('9876543210', '123456'), 404, m.accountNotFound);
    expect(t.sms.outbox?.length).toBe(texted);
    expect(await t.db.select().from(otps)).toHaveLength(0);
  });

  it('signs out every session of the account', async () => {
    const { account, code } = await accountWithResetCode();
    const otherDevice = (await login(account.phone, oldPassword)).json().data;
    expect((await getProfile(t.app, account.accessToken)).statusCode).toBe(200);

    expect((await resetPassword(account.phone, code)).statusCode).toBe(200);
    expectError(await getProfile(t.app, account.accessToken), 401, m.sessionEnded);
    expectError(await getProfile(t.app, otherDevice.accessToken), 401, m.sessionEnded);
    expectError(await postAuth(t.app, 'refresh', { refreshToken: account.refreshToken }), 401, m.refreshInvalid);
  });
});
