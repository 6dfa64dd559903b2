import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_MS } from '../../shared/constants';
import { messages } from '../../shared/messages';
import type { OtpPurpose } from '../../shared/schemas/enums';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { otps } from '../db/schema';
import { badRequest, HttpError, tooManyRequests } from '../http-error';
import type { SmsTransport } from './sms';
import type { SmsGate } from './sms-gate';

const m = messages.server;

/** What a sign-up code carries: the account's details as that attempt gave them, set only when it is verified. */
export interface SignUpAttempt {
  name: string;
  passwordHash: string;
}

export type OtpRow = typeof otps.$inferSelect;

export class OtpService {
  constructor(
    private readonly db: Database,
    private readonly sms: SmsTransport,
    private readonly pepper: string,
    private readonly gate: SmsGate,
    private readonly now: Clock,
  ) {}

  private hash(phoneNumber: string, purpose: OtpPurpose, code: string): Buffer {
    return createHmac('sha256', this.pepper).update(`${phoneNumber}:${purpose}:${code}`).digest();
  }

  /**
   * Texts a new code once the gate allows it (else its 4xx, with nothing written) and answers the
   * code's id. A sign-up's details are prepared only then, since hashing a password is slow. Earlier
   * codes keep working: each belongs to its own attempt.
   */
  async send(phoneNumber: string, purpose: OtpPurpose, attempt?: () => Promise<SignUpAttempt>): Promise<string> {
    await this.gate.assertCanSend(phoneNumber);
    const details = attempt ? await attempt() : undefined;
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    const now = this.now();
    const [row] = await this.db
      .insert(otps)
      .values({
        phoneNumber,
        purpose,
        codeHash: this.hash(phoneNumber, purpose, code).toString('hex'),
        expiresAt: new Date(now.getTime() + OTP_TTL_MS),
        createdAt: now,
        ...details,
      })
      .returning({ id: otps.id });
    if (!row) throw new Error('code not stored');
    const text = `${code} is your Pitchside ${purpose === 'register' ? 'sign-up' : 'password reset'} code. It expires in 10 minutes.`;
    try {
      await this.sms.send(phoneNumber, text);
    } catch {
      throw new HttpError(502, m.smsFailed);
    }
    return row.id;
  }

  /**
   * Accepts one live code of this phone and purpose (only the one of `codeId` when given) and answers
   * its row as it was. Using it ends the phone's other codes for this purpose and, being a proof of the
   * phone, starts its send waits over. A wrong code costs each live code one of its five tries.
   */
  async consume(phoneNumber: string, purpose: OtpPurpose, code: string, codeId?: string): Promise<OtpRow> {
    const now = this.now();
    const unused = await this.db
      .select()
      .from(otps)
      .where(
        and(
          eq(otps.phoneNumber, phoneNumber),
          eq(otps.purpose, purpose),
          isNull(otps.consumedAt),
          codeId ? eq(otps.id, codeId) : undefined,
        ),
      );
    if (unused.length === 0) throw badRequest(m.otpNoneActive);
    const unexpired = unused.filter((row) => row.expiresAt.getTime() > now.getTime());
    if (unexpired.length === 0) throw badRequest(m.otpExpired);
    const live = unexpired.filter((row) => row.attempts < OTP_MAX_ATTEMPTS);
    if (live.length === 0) throw tooManyRequests(m.otpTooManyTries);

    const given = this.hash(phoneNumber, purpose, code);
    const match = live.find((row) => timingSafeEqual(Buffer.from(row.codeHash, 'hex'), given));
    if (!match) {
      const counted = await this.db
        .update(otps)
        .set({ attempts: sql`${otps.attempts} + 1` })
        .where(
          and(
            inArray(
              otps.id,
              live.map((row) => row.id),
            ),
            lt(otps.attempts, OTP_MAX_ATTEMPTS),
          ),
        )
        .returning({ attempts: otps.attempts });
      if (counted.every((row) => row.attempts >= OTP_MAX_ATTEMPTS)) throw tooManyRequests(m.otpTooManyTries);
      throw badRequest(m.otpInvalid);
    }

    // Single use: this code, and every other live one of the phone for this purpose, ends here with its details.
    const ended = await this.db
      .update(otps)
      .set({ consumedAt: now, name: null, passwordHash: null })
      .where(and(eq(otps.phoneNumber, phoneNumber), eq(otps.purpose, purpose), isNull(otps.consumedAt)))
      .returning({ id: otps.id });
    if (!ended.some((row) => row.id === match.id)) throw badRequest(m.otpNoneActive);
    return match;
  }
}
