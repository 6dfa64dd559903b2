import { Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SIGN_IN_TOAST_AUTO_CLOSE_MS } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { toast } from '../../app/toasts';
import { PhoneNumberInput } from '../../components/phone-number-input';
import { userMessage } from '../../lib/api';
import { type RequestResetBody, requestReset } from './api';
import { AuthLink } from './auth-card';
import { phoneRule } from './phone-rule';
import { useSingleFlight } from './use-single-flight';

const ui = messages.auth.ui;

interface ResetRequestStepProps {
  /** The number to start from, if the user came with one. */
  phoneNumber: string;
  onSent: (phoneNumber: string) => void;
}

/** Password reset step 1: the phone number, then 'Get OTP'. */
export function ResetRequestStep({ phoneNumber, onSent }: ResetRequestStepProps) {
  const { pending, run } = useSingleFlight();
  const form = useForm<RequestResetBody>({
    initialValues: { phoneNumber },
    validate: { phoneNumber: phoneRule(ui.phoneNumber) },
  });

  const submit = ({ phoneNumber }: RequestResetBody) =>
    run(async () => {
      try {
        await requestReset({ phoneNumber: phoneNumber.trim() });
        onSent(phoneNumber.trim());
      } catch (error) {
        toast.error(userMessage(error, messages.auth.resetRequestFailed), SIGN_IN_TOAST_AUTO_CLOSE_MS);
      }
    });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <Text c="dimmed">{ui.resetIntro}</Text>
        <PhoneNumberInput {...form.getInputProps('phoneNumber')} label={ui.phoneNumber} description={ui.phoneHint} />
        <Button type="submit" size="lg" fullWidth loading={pending}>
          {ui.getOtp}
        </Button>
        <Text ta="center">
          <AuthLink to="/login">{ui.backToLogin}</AuthLink>
        </Text>
      </Stack>
    </form>
  );
}
