import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_SEND_WINDOW_MS,
  OTP_SENDS_PER_WINDOW,
  OTP_TTL_MS,
} from '../../shared/constants';
import { messages } from '../../shared/messages';
import type { OtpPurpose } from '../../shared/schemas/enums';
import type { Database } from '../db/database';
import { otps } from '../db/schema';
import { badRequest, HttpError, tooManyRequests } from '../http-error';
import type { SmsTransport } from './sms';

const m = messages.server;

export class OtpService {
  constructor(
    private readonly db: Database,
    private readonly sms: SmsTransport,
    private readonly pepper: string,
  ) {}

  private hash(phoneNumber: string, purpose: OtpPurpose, code: string): string {
    return createHmac('sha256', this.pepper).update(`${phoneNumber}:${purpose}:${code}`).digest('hex');
  }

  /** Throws 429 when the phone already had its sends in this window; changes nothing then. */
  async assertCanSend(phoneNumber: string): Promise<void> {
    const since = new Date(Date.now() - OTP_SEND_WINDOW_MS);
    const [row] = await this.db
      .select({ sent: count() })
      .from(otps)
      .where(and(eq(otps.phoneNumber, phoneNumber), gt(otps.createdAt, since)));
    if ((row?.sent ?? 0) >= OTP_SENDS_PER_WINDOW) throw tooManyRequests(m.otpSendLimit);
  }

  /** Creates a new code (earlier ones for the same purpose stop working) and texts it. */
  async send(phoneNumber: string, purpose: OtpPurpose): Promise<void> {
    await this.assertCanSend(phoneNumber);
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    await this.db.transaction(async (tx) => {
      await tx
        .update(otps)
        .set({ consumedAt: new Date() })
        .where(and(eq(otps.phoneNumber, phoneNumber), eq(otps.purpose, purpose), isNull(otps.consumedAt)));
      await tx.insert(otps).values({
        phoneNumber,
        purpose,
        codeHash: this.hash(phoneNumber, purpose, code),
        expiresAt: new Date(Date.now() + OTP_TTL_MS),
      });
    });
    const text = `${code} is your Pitchside ${purpose === 'register' ? 'sign-up' : 'password reset'} code. It expires in 10 minutes.`;
    try {
      await this.sms.send(phoneNumber, text);
    } catch {
      throw new HttpError(502, m.smsFailed);
    }
  }

  /** Accepts the latest unused code once; a wrong code costs one of its five tries. */
  async consume(phoneNumber: string, purpose: OtpPurpose, code: string): Promise<void> {
    const [latest] = await this.db
      .select()
      .from(otps)
      .where(and(eq(otps.phoneNumber, phoneNumber), eq(otps.purpose, purpose), isNull(otps.consumedAt)))
      .orderBy(desc(otps.createdAt))
      .limit(1);
    if (!latest) throw badRequest(m.otpNoneActive);
    if (latest.expiresAt.getTime() <= Date.now()) throw badRequest(m.otpExpired);
    if (latest.attempts >= OTP_MAX_ATTEMPTS) throw tooManyRequests(m.otpTooManyTries);

    const expected = Buffer.from(latest.codeHash, 'hex');
    const given = Buffer.from(this.hash(phoneNumber, purpose, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      const [counted] = await this.db
        .update(otps)
        .set({ attempts: sql`${otps.attempts} + 1` })
        .where(and(eq(otps.id, latest.id), lt(otps.attempts, OTP_MAX_ATTEMPTS)))
        .returning({ attempts: otps.attempts });
      if (!counted || counted.attempts >= OTP_MAX_ATTEMPTS) throw tooManyRequests(m.otpTooManyTries);
      throw badRequest(m.otpInvalid);
    }
    const [used] = await this.db
      .update(otps)
      .set({ consumedAt: new Date() })
      .where(and(eq(otps.id, latest.id), isNull(otps.consumedAt)))
      .returning({ id: otps.id });
    if (!used) throw badRequest(m.otpNoneActive);
  }
}
