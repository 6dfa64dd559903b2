import { type ChangeEvent, type ClipboardEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { OTP_LENGTH, OTP_SHAKE_MS } from '../../../shared/constants';

const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);
const onlyDigits = (text: string) => text.replace(/\D/g, '');
const blank = () => Array<string>(OTP_LENGTH).fill('');

interface Options {
  onChange?: (code: string) => void;
  onComplete?: (code: string) => void;
}

/** The state and key handling of the OTP boxes (docs/rules.md#accounts-sessions-and-codes): digits only, paste fills, Backspace moves back. */
export function useOtpDigits({ onChange, onComplete }: Options) {
  const [digits, setDigits] = useState(blank);
  const [invalid, setInvalid] = useState(false);
  const [shaking, setShaking] = useState(false);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => {
    if (!shaking) return;
    const timer = window.setTimeout(() => setShaking(false), OTP_SHAKE_MS);
    return () => window.clearTimeout(timer);
  }, [shaking]);

  const focus = (index: number) => boxes.current[Math.max(0, Math.min(index, OTP_LENGTH - 1))]?.focus();

  const reject = () => {
    setInvalid(true);
    setShaking(true);
  };

  const update = (next: string[]) => {
    setDigits(next);
    setInvalid(false);
    const code = next.join('');
    onChange?.(code);
    if (next.every((digit) => digit !== '')) {
      if (OTP_PATTERN.test(code)) onComplete?.(code);
      else reject();
    }
  };

  /** Writes digits from a box onwards (typing, autofill or paste) and moves focus past them. */
  const fill = (from: number, incoming: string) => {
    const next = [...digits];
    const room = incoming.slice(0, OTP_LENGTH - from);
    for (const [offset, digit] of [...room].entries()) next[from + offset] = digit;
    update(next);
    focus(from + room.length);
  };

  const handleChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.currentTarget.value;
    const clean = onlyDigits(typed);
    if (typed === '') return update(digits.map((digit, i) => (i === index ? '' : digit)));
    if (clean === '') return; // a letter or sign: the box keeps its digit
    const old = digits[index] ?? '';
    // Typing over a filled box: keep the new digit, not the old one.
    if (old && clean.length === 2) return fill(index, clean.startsWith(old) ? clean.slice(1) : clean.slice(0, 1));
    fill(index, clean);
  };

  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const handlePaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    if (!pasted) return;
    // A whole code fills every box, wherever it is pasted.
    fill(pasted.length >= OTP_LENGTH ? 0 : index, pasted);
  };

  /** The code when it is exactly 6 digits; otherwise the boxes shake and null is answered. */
  const validate = (): string | null => {
    const code = digits.join('');
    if (OTP_PATTERN.test(code)) return code;
    reject();
    return null;
  };

  const clear = () => {
    setDigits(blank());
    setInvalid(false);
    onChange?.('');
    focus(0);
  };

  const boxProps = (index: number) => ({
    ref: (element: HTMLInputElement | null) => {
      boxes.current[index] = element;
    },
    value: digits[index] ?? '',
    onChange: handleChange(index),
    onKeyDown: handleKeyDown(index),
    onPaste: handlePaste(index),
    onFocus: (event: { currentTarget: HTMLInputElement }) => event.currentTarget.select(),
  });

  return { digits, invalid, shaking, boxProps, validate, clear, focus };
}
