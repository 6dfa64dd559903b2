import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OTP_TIMER_SECONDS } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { renderWithApp } from '../../test-utils';
import { OtpInput, type OtpInputProps } from './otp-input';

const box = (n: number) => screen.getByLabelText(`Digit ${n} of 6`) as HTMLInputElement;
const values = () => [1, 2, 3, 4, 5, 6].map((n) => box(n).value).join('');

function setup(props: Partial<OtpInputProps> = {}) {
  const onComplete = vi.fn();
  const onResend = vi.fn(async () => true);
  renderWithApp(<OtpInput onComplete={onComplete} onResend={onResend} onValidate={vi.fn()} {...props} />);
  return { onComplete, onResend };
}

afterEach(() => vi.useRealTimers());

describe('OtpInput', () => {
  it('fills a box per digit typed and moves focus forward', async () => {
    const user = userEvent.setup();
    const { onComplete } = setup();
    await user.click(box(1));
    await user.keyboard('12');
    expect(values()).toBe('12');
    expect(document.activeElement).toBe(box(3));
    await user.keyboard('3456');
    expect(values()).toBe('123456');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('ignores anything but digits', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(box(1));
    await user.keyboard('a-');
    expect(box(1).value).toBe('');
    expect(document.activeElement).toBe(box(1));
    await user.keyboard('7');
    expect(values()).toBe('7');
  });

  it('moves back on Backspace in an empty box', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(box(1));
    await user.keyboard('12');
    expect(document.activeElement).toBe(box(3));
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(box(2));
    await user.keyboard('{Backspace}');
    expect(values()).toBe('1');
  });

  it('fills every box from a pasted code and completes', async () => {
    const user = userEvent.setup();
    const { onComplete } = setup();
    await user.click(box(1));
    await user.paste('123456');
    expect(values()).toBe('123456');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('keeps only the digits of a paste and does not complete a partial code', async () => {
    const user = userEvent.setup();
    const { onComplete } = setup();
    await user.click(box(1));
    await user.paste('ab12');
    expect(values()).toBe('12');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('shakes and says so when validated before all 6 digits are in', async () => {
    const user = userEvent.setup();
    const onValidate = vi.fn();
    setup({ onValidate });
    await user.click(box(1));
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'Validate OTP' }));
    expect(screen.getByRole('alert').textContent).toBe(messages.auth.invalidOtp);
    expect(onValidate).not.toHaveBeenCalled();
  });

  it('counts down from 30 s and offers to resend at 0, which restarts the timer', async () => {
    vi.useFakeTimers();
    const { onResend } = setup();
    expect(screen.getByRole('timer').textContent).toBe('Time left: 0:30');
    expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull();
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.getByRole('timer').textContent).toBe('Time left: 0:27');
    act(() => vi.advanceTimersByTime((OTP_TIMER_SECONDS - 3) * 1000));
    expect(screen.getByRole('timer').textContent).toBe('Time left: 0:00');
    // The timer is the wait before a new code, not the life of the one sent.
    expect(
      screen.getByText('The code we sent stays valid for 10 minutes after sending: enter it if it arrives.'),
    ).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Resend code' }).click());
    expect(onResend).toHaveBeenCalledOnce();
    expect(screen.getByRole('timer').textContent).toBe('Time left: 0:30');
    expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull();
  });
});
