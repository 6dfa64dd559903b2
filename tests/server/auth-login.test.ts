import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/password';
import { sessions, users } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { expectError, getProfile, postAuth, signUp } from '../support/auth-flow';
import { createTestApp, resetDatabase, type TestApp } from '../support/test-app';

const m = messages.server;
const password = 'correct horse';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());
beforeEach(() => resetDatabase(t));

const login = (phoneNumber: string, pass = password, remoteAddress?: string) =>
  postAuth(t.app, 'login', { phoneNumber, password: pass }, { remoteAddress });
const sessionCount = async () => (await t.db.select().from(sessions)).length;

describe('POST /api/auth/login', () => {
  it('answers the token object for the right password, and the access token works', async () => {
    const account = await signUp(t.app, t.sms, { password });
    const response = await login(account.phone);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      message: m.loggedIn,
      data: {
        accessToken: expect.any(String),
        refreshToken: expect.any(String),
        expiresIn: 86_400,
        user: { id: account.user.id, name: 'Test Player', phoneNumber: `+91${account.phone}`, image: null },
      },
    });
    expect((await getProfile(t.app, response.json().data.accessToken)).statusCode).toBe(200);
  });

  it('answers 404 for a phone without an account (the client sends the user to /Register)', async () => {
    expectError(await login('9876543210'), 404, m.accountNotFound);
    expect(await sessionCount()).toBe(0);
  });

  it('answers 401 for a wrong password and starts no session', async () => {
    const account = await signUp(t.app, t.sms, { password });
    const before = await sessionCount();
    expectError(await login(account.phone, 'wrong horse'), 401, m.wrongPassword);
    expect(await sessionCount()).toBe(before);
  });

  it('answers 404 for a sign-up whose code was never verified: there is no account yet', async () => {
    const register = await postAuth(t.app, 'register', {
      name: 'Asha Rao',
      phoneNumber: '9876543210',
      password,
      confirmPassword: password,
    });
    expect(register.statusCode).toBe(201);
    expectError(await login('9876543210'), 404, m.accountNotFound);
    expect(await sessionCount()).toBe(0);
  });

  it('answers 403 for an account an earlier version left unverified', async () => {
    const passwordHash = await hashPassword(password);
    await t.db.insert(users).values({ name: 'Asha Rao', phoneNumber: '+919876543210', passwordHash });
    expectError(await login('9876543210'), 403, m.notVerified);
    expect(await sessionCount()).toBe(0);
  });

  it.each([
    ['with the country code and spaces', (p: string) => `+91 ${p.slice(0, 5)} ${p.slice(5)}`],
    ['in E.164', (p: string) => `+91${p}`],
    ['with a trunk 0 and a dash', (p: string) => `0${p.slice(0, 5)}-${p.slice(5)}`],
  ])('finds the same account when the phone is written %s', async (_label, written) => {
    const account = await signUp(t.app, t.sms, { password });
    const response = await login(written(account.phone));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.id).toBe(account.user.id);
  });
});

describe('per-IP limit on sign-in calls', () => {
  it('answers 429 in the envelope once a client address used up its calls, and starts no session', async () => {
    const limited = await createTestApp({ authRateLimit: { max: 3, windowMs: 60_000 } });
    try {
      await resetDatabase(limited);
      const account = await signUp(limited.app, limited.sms, { password });
      const attempt = (remoteAddress: string) =>
        postAuth(limited.app, 'login', { phoneNumber: account.phone, password }, { remoteAddress });
      for (let i = 0; i < 3; i += 1) expect((await attempt('203.0.113.7')).statusCode).toBe(200);
      const sessionsBefore = (await limited.db.select().from(sessions)).length;

      const refused = await attempt('203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        status: 'error',
        message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
      });
      expect(await limited.db.select().from(sessions)).toHaveLength(sessionsBefore);
      expect((await attempt('203.0.113.8')).statusCode).toBe(200);
    } finally {
      await limited.app.close();
    }
  });
});
