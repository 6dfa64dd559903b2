import { and, count, eq, gt, max, sql } from 'drizzle-orm';
import { OTP_FREE_SENDS, OTP_SEND_MEMORY_MS, OTP_SEND_WAITS_MS } from '../../shared/constants';
import { phoneRegion } from '../../shared/domain/phone';
import { describeWait } from '../../shared/domain/wait';
import { messages } from '../../shared/messages';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { otps } from '../db/schema';
import { badRequest, tooManyRequests } from '../http-error';

const m = messages.server;
const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

export interface SmsGateOptions {
  /** ISO regions whose numbers may be texted. */
  allowedCountries: readonly string[];
  /** Texts the whole service may send per hour and per day (every process counts the same rows). */
  budget: { hourly: number; daily: number };
  /** Tells the operator, once, that the budget is spent. */
  alert: (text: string) => void;
  now: Clock;
}

/** How long a phone waits after its last text, given the texts it was sent since its last verification. */
function sendWaitMs(sends: number): number {
  if (sends < OTP_FREE_SENDS) return 0;
  return OTP_SEND_WAITS_MS[Math.min(sends - OTP_FREE_SENDS, OTP_SEND_WAITS_MS.length - 1)] ?? 0;
}

/**
 * Whether a code may be texted now (docs/rules.md#accounts-sessions-and-codes): only to the allowed
 * countries, within the service's hourly and daily budget, and after the phone's own wait, which grows
 * with each text and starts over once one of its codes is verified. Texts are the otps rows, so every
 * process counts the same ones.
 */
export class SmsGate {
  private readonly countries: string;
  /** Whether this process already raised the alert for the budget being spent. */
  private alerted = false;

  constructor(
    private readonly db: Database,
    private readonly options: SmsGateOptions,
  ) {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    const list = new Intl.ListFormat('en', { type: 'disjunction' });
    this.countries = list.format(options.allowedCountries.map((region) => names.of(region) ?? region));
  }

  /** Throws a 4xx that says what to do when no text may go to this phone now; writes nothing. */
  async assertCanSend(phoneNumber: string): Promise<void> {
    const region = phoneRegion(phoneNumber);
    if (!region || !this.options.allowedCountries.includes(region)) {
      throw badRequest(m.smsCountryNotAllowed(this.countries));
    }
    const now = this.options.now();
    await this.assertPhoneWaited(phoneNumber, now);
    await this.assertBudgetLeft(now);
  }

  private async assertPhoneWaited(phoneNumber: string, now: Date): Promise<void> {
    const lastVerified = sql`(select max(${otps.consumedAt}) from ${otps} where ${otps.phoneNumber} = ${phoneNumber})`;
    const [texts] = await this.db
      .select({ sends: count(), lastSentAt: max(otps.createdAt) })
      .from(otps)
      .where(
        and(
          eq(otps.phoneNumber, phoneNumber),
          gt(otps.createdAt, new Date(now.getTime() - OTP_SEND_MEMORY_MS)),
          sql`${otps.createdAt} > coalesce(${lastVerified}, '-infinity')`,
        ),
      );
    if (!texts?.lastSentAt) return;
    const waitLeft = texts.lastSentAt.getTime() + sendWaitMs(texts.sends) - now.getTime();
    if (waitLeft > 0) throw tooManyRequests(m.otpSendLimit(describeWait(waitLeft)));
  }

  private async assertBudgetLeft(now: Date): Promise<void> {
    const { hourly, daily } = this.options.budget;
    const [sent] = await this.db
      .select({
        lastHour: sql<number>`count(*) filter (where ${gt(otps.createdAt, new Date(now.getTime() - HOUR_MS))})`.mapWith(
          Number,
        ),
        lastDay: count(),
      })
      .from(otps)
      .where(gt(otps.createdAt, new Date(now.getTime() - DAY_MS)));
    const { lastHour = 0, lastDay = 0 } = sent ?? {};
    if (lastHour < hourly && lastDay < daily) {
      this.alerted = false;
      return;
    }
    if (!this.alerted) {
      this.alerted = true;
      this.options.alert(
        `SMS budget spent: ${lastHour} texts in the last hour (SMS_BUDGET_HOURLY=${hourly}), ${lastDay} in the last day ` +
          `(SMS_BUDGET_DAILY=${daily}). Sign-up and reset codes are refused until it frees up.`,
      );
    }
    throw tooManyRequests(m.smsBudgetSpent);
  }
}
