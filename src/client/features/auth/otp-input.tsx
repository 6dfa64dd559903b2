import { Button, Group, Input, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  type CSSProperties,
  type KeyboardEvent,
  type Ref,
  useEffect,
  useId,
  useImperativeHandle,
  useState,
} from 'react';
import { OTP_LENGTH, OTP_SHAKE_MS, OTP_TIMER_SECONDS, OTP_TTL_MS } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { ApiError } from '../../lib/api';
import classes from './otp-input.module.css';
import { formatSeconds, useCountdown } from './use-countdown';
import { useOtpDigits } from './use-otp-digits';

const ui = messages.auth.ui;
/** The code step's toasts: each answer takes the place of the one before, as a wrong code is retried. */
export const CODE_TOPIC = 'code';
const server = messages.server;

/** The server's refusals of a code, and whether each leaves it unusable (only a new code helps then). */
const CODE_REFUSALS = new Map<string, boolean>([
  [server.otpInvalid, false],
  [server.otpTooManyTries, true],
  [server.otpExpired, true],
  [server.otpNoneActive, true],
]);

/** What the server said about the code itself, or null when it refused something else (or was not reached). */
export function codeRefusal(error: unknown): { message: string; spent: boolean } | null {
  if (!(error instanceof ApiError) || error.serverMessage === null) return null;
  const spent = CODE_REFUSALS.get(error.serverMessage);
  return spent === undefined ? null : { message: error.serverMessage, spent };
}

export interface OtpInputHandle {
  /** The code when it is exactly 6 digits; otherwise shakes the boxes, shows the error and answers null. */
  validate(): string | null;
  clear(): void;
  /** The server refused the code: empties the boxes and says why under them until the next digit; a spent code offers a new one at once. */
  refuse(refusal: { message: string; spent: boolean }): void;
}

export interface OtpInputProps {
  ref?: Ref<OtpInputHandle>;
  /** Every change, with the digits entered so far. */
  onChange?: (code: string) => void;
  /** All 6 boxes hold digits (typed, pasted or autofilled). */
  onComplete?: (code: string) => void;
  /** Sends a new code; answer true when it went out, which restarts the timer and empties the boxes. */
  onResend: () => Promise<boolean>;
  /** When given, a 'Validate OTP' button shows and calls it with a valid code. */
  onValidate?: (code: string) => void;
  validating?: boolean;
  autoFocus?: boolean;
}

/** The code entry (docs/rules.md#accounts-sessions-and-codes): 6 single-digit boxes, a 30 s 'Time left' countdown, resend, 'Validate OTP'. */
export function OtpInput({ ref, onChange, onComplete, onResend, onValidate, validating, autoFocus }: OtpInputProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [spent, setSpent] = useState(false);
  const otp = useOtpDigits({
    onChange: (code) => {
      if (code) setRefusal(null);
      onChange?.(code);
    },
    onComplete,
  });
  const { left, restart } = useCountdown(OTP_TIMER_SECONDS);
  const [resending, setResending] = useState(false);
  const errorId = useId();
  const canResend = left === 0 || spent;

  useImperativeHandle(ref, () => ({
    validate: otp.validate,
    clear: otp.clear,
    refuse: ({ message, spent }) => {
      otp.clear();
      setRefusal(message);
      if (spent) setSpent(true);
    },
  }));

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus the first box once, on mount
  useEffect(() => {
    if (autoFocus) otp.focus(0);
  }, []);

  const validate = () => {
    const code = otp.validate();
    if (code && onValidate) onValidate(code);
  };

  const resend = async () => {
    setResending(true);
    try {
      if (await onResend()) {
        otp.clear();
        setRefusal(null);
        setSpent(false);
        restart();
      }
    } finally {
      setResending(false);
    }
  };

  const submitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && onValidate) {
      event.preventDefault();
      validate();
    }
  };

  return (
    <Stack gap="sm">
      <fieldset className={classes.group}>
        <VisuallyHidden component="legend">{ui.otpGroup}</VisuallyHidden>
        <div
          className={`${classes.boxes} ${otp.shaking ? classes.shake : ''}`}
          style={{ '--otp-shake-duration': `${OTP_SHAKE_MS}ms` } as CSSProperties}
        >
          {otp.digits.map((_, index) => (
            <Input
              // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are fixed positions
              key={index}
              {...otp.boxProps(index)}
              onKeyDownCapture={submitOnEnter}
              size="lg"
              aria-label={ui.otpDigit(index + 1, OTP_LENGTH)}
              aria-invalid={otp.invalid || refusal !== null}
              aria-describedby={otp.invalid || refusal !== null ? errorId : undefined}
              inputMode="numeric"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              enterKeyHint={index === OTP_LENGTH - 1 ? 'done' : 'next'}
              classNames={{ input: classes.box }}
              styles={{ input: { textAlign: 'center', paddingInline: 0, fontSize: '1.375rem', fontWeight: 600 } }}
            />
          ))}
        </div>
      </fieldset>
      {(otp.invalid || refusal !== null) && (
        <Text id={errorId} c="var(--mantine-color-error)" size="sm" role="alert" ta="center">
          {otp.invalid ? messages.auth.invalidOtp : refusal}
        </Text>
      )}
      <Group justify="space-between" align="center" mih={44}>
        <Text role="timer" c="dimmed">
          {ui.timeLeft(formatSeconds(left))}
        </Text>
        {canResend && (
          <Button variant="subtle" size="md" mih={44} loading={resending} onClick={resend}>
            {ui.resendCode}
          </Button>
        )}
      </Group>
      {left === 0 && !spent && (
        <Text size="sm" c="dimmed">
          {ui.codeStillWorks(OTP_TTL_MS / 60_000)}
        </Text>
      )}
      {onValidate && (
        <Button size="lg" fullWidth loading={validating} onClick={validate}>
          {ui.validateOtp}
        </Button>
      )}
    </Stack>
  );
}
