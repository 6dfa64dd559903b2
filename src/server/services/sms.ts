import type { Config } from '../config';

export interface SmsMessage {
  to: string;
  text: string;
  sentAt: string;
}

export interface SmsTransport {
  send(to: string, text: string): Promise<void>;
  /** Messages kept for the dev outbox; only the console transport keeps any. */
  readonly outbox: readonly SmsMessage[] | null;
}

const OUTBOX_SIZE = 200;

/** Development transport: prints the message and keeps the last ones for GET /api/dev/sms-outbox. */
export function consoleSms(print: (line: string) => void = (line) => console.log(line)): SmsTransport {
  const outbox: SmsMessage[] = [];
  return {
    outbox,
    async send(to, text) {
      outbox.push({ to, text, sentAt: new Date().toISOString() });
      if (outbox.length > OUTBOX_SIZE) outbox.shift();
      print(`[sms] to ${to}: ${text}`);
    },
  };
}

/** Production transport: POSTs { to, text } as JSON to SMS_WEBHOOK_URL (a gateway or a Twilio-style bridge). */
export function webhookSms(url: string, token: string | undefined, timeoutMs = 10_000): SmsTransport {
  return {
    outbox: null,
    async send(to, text) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
    },
  };
}

export function smsFromConfig(config: Config): SmsTransport {
  return config.smsTransport === 'webhook' && config.smsWebhookUrl
    ? webhookSms(config.smsWebhookUrl, config.smsWebhookToken)
    : consoleSms();
}
