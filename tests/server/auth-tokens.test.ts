import { eq } from 'drizzle-orm';
import { type JWTPayload, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import { bearer, expectError, getProfile, postAuth, signUp } from '../support/auth-flow';
import { createTestApp, resetDatabase, TEST_SECRET, type TestApp } from '../support/test-app';

const m = messages.server;
const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const POSITIONS = 'STRIKER, MIDFIELDER, DEFENDER, GOALKEEPER';
const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());
beforeEach(() => resetDatabase(t));

const refresh = (refreshToken: string) => postAuth(t.app, 'refresh', { refreshToken });
const update = (accessToken: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/auth/updateUserdetails', headers: bearer(accessToken), payload });
const listUsers = (headers = {}) => t.app.inject({ method: 'GET', url: '/api/auth/users/all', headers });
const userRow = (id: string) => t.db.query.users.findFirst({ where: eq(users.id, id) });

/** A token like the server's (HS256, issuer pitchside, sub, sid), with whatever claims, secret or expiry a test needs. */
function sign(claims: JWTPayload, { secret = TEST_SECRET, expiresAt = '1h' as string | number } = {}) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('pitchside')
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));
}

describe('bearer tokens (GET getProfile)', () => {
  let claims: { sub: string; sid: string };
  beforeEach(async () => {
    const account = await signUp(t.app, t.sms);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, account.user.id));
    claims = { sub: account.user.id, sid: session!.id };
  });

  it('accepts a token signed the way the server signs them (the forgeries below differ in one thing)', async () => {
    expect((await getProfile(t.app, await sign(claims))).statusCode).toBe(200);
  });

  it('asks to sign in when there is no token', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/auth/getProfile' }), 401, m.unauthorized);
  });

  const pastSeconds = () => Math.floor(Date.now() / 1000) - 60;
  it.each([
    ['garbage', async () => 'not-a-jwt'],
    ['expired', async () => sign(claims, { expiresAt: pastSeconds() })],
    ['signed with another secret', async () => sign(claims, { secret: 'another-secret-that-is-long-enough-too!!' })],
    [
      'unsigned (alg none)',
      async () => new UnsecuredJWT(claims).setIssuer('pitchside').setExpirationTime('1h').encode(),
    ],
    ['signed, but its session id is not an id', async () => sign({ ...claims, sid: 'not-a-uuid' })],
  ])('refuses a %s token with 401', async (_label, token) => {
    expectError(await getProfile(t.app, await token()), 401, m.sessionEnded);
  });
});

describe('logout and refresh', () => {
  it('logout ends the session: the same access token is refused afterwards', async () => {
    const account = await signUp(t.app, t.sms);
    const response = await postAuth(t.app, 'logout', {}, { headers: bearer(account.accessToken) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', message: m.loggedOut });
    expectError(await getProfile(t.app, account.accessToken), 401, m.sessionEnded);
    expectError(await refresh(account.refreshToken), 401, m.refreshInvalid);
  });

  it('refresh rotates; reusing a used refresh token revokes the session, newest tokens included', async () => {
    const account = await signUp(t.app, t.sms);
    const second = await refresh(account.refreshToken);
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ expiresIn: 86_400, user: { id: account.user.id } });
    const third = (await refresh(second.json().data.refreshToken)).json().data;
    expect((await getProfile(t.app, third.accessToken)).statusCode).toBe(200);

    expectError(await refresh(second.json().data.refreshToken), 401, m.refreshInvalid);
    expectError(await getProfile(t.app, third.accessToken), 401, m.sessionEnded);
    expectError(await refresh(third.refreshToken), 401, m.refreshInvalid);
  });
});

describe('profile', () => {
  it('getProfile answers the player with no teams and zero stats', async () => {
    const account = await signUp(t.app, t.sms, { name: 'Asha Rao' });
    const response = await getProfile(t.app, account.accessToken);
    expect(response.json().data).toMatchObject({
      id: account.user.id,
      name: 'Asha Rao',
      phoneNumber: `+91${account.phone}`,
      teams: [],
      playerStats: [{ appearances: 0, goals: 0, assists: 0, goalSaves: 0, goalsSaved: 0, redCards: 0, yellowCards: 0 }],
    });
  });

  it('updateUserdetails changes the fields given and keeps the rest', async () => {
    const { accessToken, user } = await signUp(t.app, t.sms, { name: 'Asha Rao' });
    await update(accessToken, { email: 'asha@example.com', city: 'Kochi', primaryPosition: 'GOALKEEPER' });
    const response = await update(accessToken, { city: 'Pune', dob: '2001-05-17' });
    expect(response.json()).toMatchObject({ status: 'success', message: m.profileUpdated });
    const expected = { name: 'Asha Rao', email: 'asha@example.com', city: 'Pune', dob: '2001-05-17' };
    expect(response.json().data).toMatchObject({ ...expected, primaryPosition: 'GOALKEEPER', gender: null });
    expect(await userRow(user.id)).toMatchObject(expected);
  });

  it('accepts a real PNG as the photo and keeps it as a picture file', async () => {
    const { accessToken, user } = await signUp(t.app, t.sms);
    const response = await update(accessToken, { image: `data:image/png;base64,${TINY_PNG}` });
    expect(response.statusCode).toBe(200);
    const address = response.json().data.image;
    expect(address).toMatch(/^\/api\/pictures\/[0-9a-f]{64}\.webp$/);
    expect((await userRow(user.id))?.image).toBe(address);
  });

  const notAnImage = dataUrl(Buffer.from('plain text, not a PNG'));
  const over2Mb = dataUrl(Buffer.concat([PNG_SIGNATURE, Buffer.alloc(2 * 1024 * 1024)]));
  it.each([
    ['bytes that are not an image', { image: notAnImage }, 400, 'Photo is not a valid image file.'],
    ['a photo over 2 MB decoded', { image: over2Mb }, 413, 'Photo is too large (at most 2 MB).'],
    ['an unknown gender', { gender: 'male' }, 400, 'Gender must be one of MALE, FEMALE, OTHER.'],
    ['an unknown position', { primaryPosition: 'KEEPER' }, 400, `Primary position must be one of ${POSITIONS}.`],
    ['an unknown foot', { preferredFoot: 'NONE' }, 400, 'Preferred foot must be one of RIGHT, LEFT, BOTH.'],
    ['a date of birth in year 0', { dob: '0000-01-01' }, 400, 'Date of birth must be on or after 1 January 1900.'],
    ['a date of birth in the future', { dob: '2999-01-01' }, 400, 'Date of birth cannot be in the future.'],
  ])('updateUserdetails refuses %s and writes nothing', async (_label, payload, status, message) => {
    const { accessToken, user } = await signUp(t.app, t.sms);
    const before = await userRow(user.id);
    expectError(await update(accessToken, { city: 'Pune', ...payload }), status, message);
    expect(await userRow(user.id)).toEqual(before);
  });

  it('users/all needs a token, and lists verified players only, with masked phone and phoneNumber', async () => {
    const asha = await signUp(t.app, t.sms, { name: 'Asha Rao' });
    const ben = await signUp(t.app, t.sms, { name: 'Ben Okafor' });
    const pending = { name: 'Cy Unverified', phoneNumber: '9876543210', password: 'cy-password' };
    expect((await postAuth(t.app, 'register', { ...pending, confirmPassword: pending.password })).statusCode).toBe(201);

    expectError(await listUsers(), 401, m.unauthorized);
    const response = await listUsers(bearer(asha.accessToken));
    expect(response.statusCode).toBe(200);
    const listed = ({ user, phone }: typeof asha) => ({
      id: user.id,
      name: user.name,
      phone: `+91 ••••••${phone.slice(-4)}`,
      phoneNumber: `+91 ••••••${phone.slice(-4)}`,
      image: null,
      primaryPosition: null,
    });
    expect(response.json().data).toEqual([listed(asha), listed(ben)]);
  });
});
