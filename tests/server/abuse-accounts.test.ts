import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/password';
import { otps, users } from '../../src/server/db/schema';
import { messages } from '../../src/shared/messages';
import {
  bearer,
  expectError,
  getProfile,
  lastCode,
  postAuth,
  signUp,
  toE164India,
  uniquePhone,
} from '../support/auth-flow';
import { createTestApp, resetDatabase, TEST_SECRET, type TestApp, TestClock } from '../support/test-app';
import { call, writeWorld } from '../support/write-world';

/**
 * The rules that keep accounts safe from abuse (docs/rules.md#accounts-sessions-and-codes), one row
 * each, checked the way a user (or an attacker) meets them: through the real calls on the real database.
 */

const m = messages.server;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let t: TestApp;
const clock = new TestClock();
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.app.close());
beforeEach(() => resetDatabase(t));

/** A client address per caller: the limits below hold whichever address an attempt comes from. */
const from = (n: number) => ({ remoteAddress: `203.0.113.${n}` });
const textsTo = (app: TestApp, e164: string) => (app.sms.outbox ?? []).filter((text) => text.to === e164).length;
const register = (app: TestApp, phoneNumber: string, password: string, name = 'Asha Rao', n = 1) =>
  postAuth(app.app, 'register', { name, phoneNumber, password, confirmPassword: password }, from(n));
const login = (phoneNumber: string, password: string, n = 1) =>
  postAuth(t.app, 'login', { phoneNumber, password }, from(n));
const requestReset = (phoneNumber: string, n = 1) => postAuth(t.app, 'request-reset', { phoneNumber }, from(n));
const resetPassword = (phoneNumber: string, otp: string, password: string) =>
  postAuth(t.app, 'reset-password', { phoneNumber, otp, newPassword: password, confirmPassword: password });
const userWithPhone = (e164: string) => t.db.query.users.findFirst({ where: eq(users.phoneNumber, e164) });

/** Five wrong passwords for a number, each from another address. */
async function fiveWrongPasswords(phone: string) {
  for (let n = 1; n <= 5; n += 1) expectError(await login(phone, `wrong guess ${n}`, n), 401, m.wrongPassword);
}

async function signUpTakeover() {
  const phone = uniquePhone();
  const e164 = toE164India(phone);
  expect((await register(t, phone, 'owner password', 'Owner')).statusCode).toBe(201);
  const ownerCode = lastCode(t.sms, e164);
  expect((await register(t, phone, 'attacker password', 'Attacker', 66)).statusCode).toBe(201);
  const attackerCode = lastCode(t.sms, e164);

  const verified = await postAuth(t.app, 'verify-otp', { phoneNumber: phone, otp: ownerCode });
  expect(verified.statusCode).toBe(200);
  expect(verified.json().data.user.name).toBe('Owner');
  expect((await login(phone, 'owner password')).statusCode).toBe(200);
  expectError(await login(phone, 'attacker password'), 401, m.wrongPassword);
  expectError(await postAuth(t.app, 'verify-otp', { phoneNumber: phone, otp: attackerCode }), 409, m.phoneTaken);
}

async function signUpTakeoverByCodeMixUp() {
  const phone = uniquePhone();
  const e164 = toE164India(phone);
  const owner = await register(t, phone, 'owner password', 'Owner');
  const ownerCode = lastCode(t.sms, e164);
  await register(t, phone, 'attacker password', 'Attacker', 66);
  const attackerCode = lastCode(t.sms, e164);
  const signUpId = owner.json().data.signUpId;

  // The owner types the newest text, which the attacker's sign-up caused: the app sends its own attempt's id.
  const mixedUp = await postAuth(t.app, 'verify-otp', { phoneNumber: phone, otp: attackerCode, signUpId });
  expectError(mixedUp, 400, m.otpInvalid);
  expect(await userWithPhone(e164)).toBeUndefined();
  expect((await postAuth(t.app, 'verify-otp', { phoneNumber: phone, otp: ownerCode, signUpId })).statusCode).toBe(200);
  expect((await login(phone, 'owner password')).statusCode).toBe(200);
}

async function foreignNumbersRefused() {
  const british = '+44 7400 123456';
  expectError(await register(t, british, 'a fine password'), 400, m.smsCountryNotAllowed('India'));
  // An account made before the setting existed cannot be sent a reset code either.
  await t.db.insert(users).values({
    name: 'Old Account',
    phoneNumber: '+447400123456',
    passwordHash: await hashPassword('a fine password'),
    verifiedAt: new Date(),
  });
  expectError(await requestReset(british), 400, m.smsCountryNotAllowed('India'));
  expect(textsTo(t, '+447400123456')).toBe(0);
  expect(await t.db.select().from(otps)).toEqual([]);
  // Signing in needs no text: it still works.
  expect((await login(british, 'a fine password')).statusCode).toBe(200);
}

async function allowedCountriesSetting() {
  const wider = await createTestApp({ smsAllowedCountries: ['IN', 'GB'] });
  try {
    expect((await register(wider, '+44 7400 123456', 'a fine password')).statusCode).toBe(201);
    expect(textsTo(wider, '+447400123456')).toBe(1);
    const american = await register(wider, '+1 202 555 0123', 'a fine password');
    expectError(american, 400, m.smsCountryNotAllowed('India or United Kingdom'));
  } finally {
    await wider.app.close();
  }
}

async function smsBudget() {
  const budgetClock = new TestClock();
  const logLines: string[] = [];
  const small = await createTestApp({ smsBudget: { hourly: 2, daily: 3 } }, { clock: budgetClock, logLines });
  const alerts = () => logLines.filter((line) => line.includes('SMS budget spent')).length;
  const signUpNew = () => register(small, uniquePhone(), 'a fine password');
  try {
    expect((await signUpNew()).statusCode).toBe(201);
    expect((await signUpNew()).statusCode).toBe(201);
    const refused = uniquePhone();
    expectError(await register(small, refused, 'a fine password'), 429, m.smsBudgetSpent);
    expectError(await signUpNew(), 429, m.smsBudgetSpent);
    expect(textsTo(small, toE164India(refused))).toBe(0);
    expect(alerts()).toBe(1);

    budgetClock.advance(HOUR);
    expect((await signUpNew()).statusCode).toBe(201);
    expectError(await signUpNew(), 429, m.smsBudgetSpent);
    expect(alerts()).toBe(2);
    budgetClock.advance(24 * HOUR);
    expect((await signUpNew()).statusCode).toBe(201);
  } finally {
    await small.app.close();
  }
}

async function loginThrottledPerAccount() {
  const { phone, password } = await signUp(t.app, t.sms);
  await fiveWrongPasswords(phone);
  // Even the right password, from yet another address, waits now.
  expectError(await login(phone, password, 6), 429, m.loginLocked('1 minute'));
  clock.advance(MINUTE);
  expect((await login(phone, password, 7)).statusCode).toBe(200);
  // The success forgot the failures: four more wrong ones and the right one still gets in.
  for (let n = 1; n <= 4; n += 1) expectError(await login(phone, 'wrong again', n), 401, m.wrongPassword);
  expect((await login(phone, password)).statusCode).toBe(200);
}

async function loginAttemptsAllAtOnce() {
  const { phone, password } = await signUp(t.app, t.sms);
  const answers = await Promise.all(
    Array.from({ length: 12 }, (_, n) => login(phone, `wrong guess ${n}`, n + 1).then((r) => r.statusCode)),
  );
  expect(answers.filter((status) => status === 401)).toHaveLength(5);
  expect(answers.filter((status) => status === 429)).toHaveLength(7);
  expectError(await login(phone, password), 429, m.loginLocked('1 minute'));
}

async function loginWaitsGrow() {
  const { phone, password } = await signUp(t.app, t.sms);
  await fiveWrongPasswords(phone);
  expectError(await login(phone, password), 429, m.loginLocked('1 minute'));
  clock.advance(MINUTE);
  expectError(await login(phone, 'wrong guess 6'), 401, m.wrongPassword);
  expectError(await login(phone, password), 429, m.loginLocked('2 minutes'));
  clock.advance(30_000);
  // 90 seconds left, said in whole minutes rounded up.
  expectError(await login(phone, password), 429, m.loginLocked('2 minutes'));
}

async function resetEndsLoginWait() {
  const { phone } = await signUp(t.app, t.sms, { password: 'old password' });
  await fiveWrongPasswords(phone);
  expectError(await login(phone, 'old password'), 429, m.loginLocked('1 minute'));
  expect((await requestReset(phone)).statusCode).toBe(200);
  expect((await resetPassword(phone, lastCode(t.sms, toE164India(phone)), 'new password')).statusCode).toBe(200);
  expect((await login(phone, 'new password')).statusCode).toBe(200);
}

async function ownerOutlastsSendFlood() {
  const { phone, password } = await signUp(t.app, t.sms);
  const e164 = toE164India(phone);
  for (let n = 1; n <= 3; n += 1) expect((await requestReset(phone, 60 + n)).statusCode).toBe(200);
  expectError(await requestReset(phone, 64), 429, m.otpSendLimit('1 minute'));
  // The owner still signs in with the password, and is told how long to wait for a code.
  expect((await login(phone, password)).statusCode).toBe(200);
  expectError(await requestReset(phone), 429, m.otpSendLimit('1 minute'));
  clock.advance(MINUTE);
  expect((await requestReset(phone)).statusCode).toBe(200);
  expectError(await requestReset(phone, 65), 429, m.otpSendLimit('5 minutes'));
  expect((await resetPassword(phone, lastCode(t.sms, e164), 'taken back')).statusCode).toBe(200);
  // The verified code started the phone's count over.
  expect((await requestReset(phone)).statusCode).toBe(200);
}

async function sendWaitsGrow() {
  const phone = uniquePhone();
  const waits = ['1 minute', '5 minutes', '15 minutes', '60 minutes', '60 minutes'];
  for (let n = 1; n <= 3; n += 1) expect((await register(t, phone, 'a fine password')).statusCode).toBe(201);
  for (const wait of waits) {
    expectError(await register(t, phone, 'a fine password'), 429, m.otpSendLimit(wait));
    clock.advance(Number.parseInt(wait, 10) * MINUTE);
    expect((await register(t, phone, 'a fine password')).statusCode).toBe(201);
  }
}

async function maskedPlayerList() {
  const asha = await signUp(t.app, t.sms, { name: 'Asha Rao', phone: '9876543210' });
  await signUp(t.app, t.sms, { name: 'Ben Okafor', phone: '9123456789' });
  const list = async (q?: string) => {
    const url = q === undefined ? '/api/auth/users/all' : `/api/auth/users/all?q=${encodeURIComponent(q)}`;
    const response = await t.app.inject({ method: 'GET', url, headers: bearer(asha.accessToken) });
    expect(response.statusCode).toBe(200);
    return response.json().data as { name: string; phoneNumber: string; phone: string }[];
  };
  expect(await list()).toEqual([
    expect.objectContaining({ name: 'Asha Rao', phoneNumber: '+91 ••••••3210', phone: '+91 ••••••3210' }),
    expect.objectContaining({ name: 'Ben Okafor', phoneNumber: '+91 ••••••6789', phone: '+91 ••••••6789' }),
  ]);
  const names = async (q: string) => (await list(q)).map((player) => player.name);
  expect(await names('ben OK')).toEqual(['Ben Okafor']);
  expect(await names('6789')).toEqual([]);
  expect(await names('91234')).toEqual([]);
  expect(await names('91234 56789')).toEqual(['Ben Okafor']);
  expect(await names('+91 91234-56789')).toEqual(['Ben Okafor']);
  expect(await names('%')).toEqual([]);
}

async function noFullNumbersInReads() {
  const w = await writeWorld(t);
  const [member] = w.home.players;
  if (!member) throw new Error('the home team has players');
  await w.build.lineup({ fixture: w.fixture, team: w.home, players: [{ player: member }] });
  await w.build.event({ fixture: w.fixture, team: w.home, player: member, type: 'GOAL', minute: 12 });
  const coOrganiser = { tournamentId: w.tournament.id, phoneNumber: w.other.phone };
  const added = await call(t.app, 'POST', '/api/tournaments/co-organisers', w.owner.accessToken, coOrganiser);
  expect(added.statusCode).toBe(200);
  const numbers = (await t.db.select({ phone: users.phoneNumber }).from(users)).map((row) => row.phone);
  const reads = [
    '/api/tournaments/past',
    '/api/tournaments/current',
    '/api/tournaments/future',
    `/api/tournaments/all/${w.tournament.id}`,
    '/api/teams/all',
    `/api/teams/all/${w.home.id}`,
    `/api/fixture/all/${w.fixture.id}`,
    `/api/matchEvent/fixture/${w.fixture.id}`,
    `/api/lineup/fixture/${w.fixture.id}/team/${w.home.id}`,
    `/api/leaderboard/standings/${w.tournament.id}`,
    `/api/leaderboard/tournament/${w.tournament.id}`,
    `/api/leaderboard/awards/${w.tournament.id}`,
    `/api/tournaments/co-organisers/${w.tournament.id}`,
    `/api/tournaments/invitations/${w.tournament.id}`,
    '/api/teams/user/invitations',
    '/api/teams/user/my-teams',
    '/api/tournaments/user/my-tournaments',
    '/api/auth/users/all',
  ];
  for (const url of reads) {
    const response = await call(t.app, 'GET', url, w.owner.accessToken);
    expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    // The owner's own number is theirs to see; nobody else's, in any form.
    const others = numbers.filter((phone) => phone !== toE164India(w.owner.phone));
    const shown = others.filter((phone) => response.body.includes(phone) || response.body.includes(phone.slice(3)));
    expect({ url, shown }).toEqual({ url, shown: [] });
  }
}

async function tokenWithoutExpiry() {
  const { accessToken, user } = await signUp(t.app, t.sms);
  const { sid } = decodeJwt(accessToken);
  const forged = (expires: boolean) => {
    const jwt = new SignJWT({ sid }).setProtectedHeader({ alg: 'HS256' }).setSubject(user.id).setIssuer('pitchside');
    return (expires ? jwt.setExpirationTime('1h') : jwt).sign(new TextEncoder().encode(TEST_SECRET));
  };
  expect((await getProfile(t.app, await forged(true))).statusCode).toBe(200);
  expectError(await getProfile(t.app, await forged(false)), 401, m.sessionEnded);
}

async function commonPasswordsRefused() {
  const phone = uniquePhone();
  const refused = await register(t, phone, 'LiverPool');
  expectError(refused, 400, messages.auth.commonPassword);
  expect(textsTo(t, toE164India(phone))).toBe(0);
  const { phone: member } = await signUp(t.app, t.sms, { password: 'old password' });
  expect((await requestReset(member)).statusCode).toBe(200);
  const code = lastCode(t.sms, toE164India(member));
  expectError(await resetPassword(member, code, 'PASSWORD1'), 400, messages.auth.commonPassword);
  expect((await login(member, 'old password')).statusCode).toBe(200);
  expect((await resetPassword(member, code, 'not in any list')).statusCode).toBe(200);
}

const rules: { rule: string; check: () => Promise<void> }[] = [
  { rule: "an attacker's sign-up of a pending phone never sets the owner's password", check: signUpTakeover },
  { rule: "the app's sign-up id refuses the attacker's code typed by mistake", check: signUpTakeoverByCodeMixUp },
  { rule: 'numbers of other countries get no sign-up or reset text', check: foreignNumbersRefused },
  { rule: 'SMS_ALLOWED_COUNTRIES names the countries that may be texted', check: allowedCountriesSetting },
  { rule: 'a spent SMS budget refuses sends until it frees up, with one alert', check: smsBudget },
  { rule: 'wrong passwords make one number wait, whichever address they came from', check: loginThrottledPerAccount },
  { rule: 'wrong passwords sent all at once get no more tries than one after another', check: loginAttemptsAllAtOnce },
  { rule: 'sign-in waits grow with each wrong password after the first wait', check: loginWaitsGrow },
  { rule: 'a password reset ends the sign-in wait', check: resetEndsLoginWait },
  { rule: "an attacker using up a phone's texts never locks its owner out", check: ownerOutlastsSendFlood },
  { rule: 'texts to one phone wait 1, 5, 15, then 60 minutes, never a hard block', check: sendWaitsGrow },
  { rule: 'the player list masks numbers and matches a number only typed in full', check: maskedPlayerList },
  { rule: "no read shows another user's full phone number", check: noFullNumbersInReads },
  { rule: 'an access token without an expiry is refused', check: tokenWithoutExpiry },
  { rule: 'the most common passwords are refused at sign-up and reset, in any case', check: commonPasswordsRefused },
];

describe('accounts abuse rules', () => {
  it.each(rules)('$rule', ({ check }) => check());
});
