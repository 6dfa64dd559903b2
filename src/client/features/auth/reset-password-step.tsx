import { Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import { PASSWORD_MIN, SIGN_IN_TOAST_AUTO_CLOSE_MS } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { toast } from '../../app/toasts';
import { PasswordField } from '../../components/password-field';
import { userMessage } from '../../lib/api';
import { requestReset, resetPassword } from './api';
import { confirmationRule, newPasswordRule } from './new-password-rule';
import { CODE_TOPIC, codeRefusal, OtpInput, type OtpInputHandle } from './otp-input';
import { useSingleFlight } from './use-single-flight';

const ui = messages.auth.ui;

interface Passwords {
  newPassword: string;
  confirmPassword: string;
}

/** Password reset step 2: the code, the new password and its confirmation (which must match). */
export function ResetPasswordStep({ phoneNumber, onReset }: { phoneNumber: string; onReset: () => void }) {
  const otp = useRef<OtpInputHandle>(null);
  const { pending, run } = useSingleFlight();
  const form = useForm<Passwords>({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: {
      newPassword: newPasswordRule(ui.newPassword),
      confirmPassword: confirmationRule(ui.confirmNewPassword, (values: Passwords) => values.newPassword),
    },
  });

  const submit = (values: Passwords) => {
    // The code is read (and checked: 6 digits, else the boxes shake) only on submit: no auto-submit here.
    const code = otp.current?.validate();
    if (!code) return;
    return run(async () => {
      try {
        await resetPassword({ phoneNumber, otp: code, ...values });
        onReset();
      } catch (error) {
        toast.error(userMessage(error, messages.auth.resetFailed), SIGN_IN_TOAST_AUTO_CLOSE_MS, CODE_TOPIC);
        const refusal = codeRefusal(error);
        if (refusal) otp.current?.refuse(refusal);
      }
    });
  };

  const resend = async () => {
    try {
      await requestReset({ phoneNumber });
      toast.success(messages.auth.otpSent, SIGN_IN_TOAST_AUTO_CLOSE_MS, CODE_TOPIC);
      return true;
    } catch (error) {
      toast.error(userMessage(error, messages.auth.resetRequestFailed), SIGN_IN_TOAST_AUTO_CLOSE_MS, CODE_TOPIC);
      return false;
    }
  };

  return (
    <form onSubmit={form.onSubmit(submit, () => otp.current?.validate())} noValidate>
      <Stack gap="md">
        <Text>{ui.otpSentTo(phoneNumber)}</Text>
        <OtpInput ref={otp} autoFocus onResend={resend} />
        <PasswordField
          {...form.getInputProps('newPassword')}
          label={ui.newPassword}
          description={ui.passwordHint(PASSWORD_MIN)}
          autoComplete="new-password"
          size="lg"
          required
        />
        <PasswordField
          {...form.getInputProps('confirmPassword')}
          label={ui.confirmNewPassword}
          autoComplete="new-password"
          size="lg"
          required
        />
        <Button type="submit" size="lg" fullWidth loading={pending}>
          {ui.resetPassword}
        </Button>
      </Stack>
    </form>
  );
}
