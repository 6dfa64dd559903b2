import { Button, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { SIGN_IN_TOAST_AUTO_CLOSE_MS } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { toast } from '../../app/toasts';
import { userMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { type RegisterBody, register, verifyOtp } from './api';
import { OtpInput } from './otp-input';
import { useSingleFlight } from './use-single-flight';

const ui = messages.auth.ui;

interface SignUpVerifyProps {
  details: RegisterBody;
  onChangeDetails: () => void;
}

/** Sign-up, second step: the code, then the token is stored, the user is logged in and goes to /. */
export function SignUpVerify({ details, onChangeDetails }: SignUpVerifyProps) {
  const navigate = useNavigate();
  const { pending, run } = useSingleFlight();

  const verify = (otp: string) =>
    run(async () => {
      try {
        useSession.getState().signIn(await verifyOtp({ phoneNumber: details.phoneNumber, otp }));
        toast.success(messages.auth.registrationSuccess, SIGN_IN_TOAST_AUTO_CLOSE_MS);
        navigate('/');
      } catch (error) {
        toast.error(userMessage(error, messages.auth.otpVerificationFailed), SIGN_IN_TOAST_AUTO_CLOSE_MS);
      }
    });

  /** A new code is a new registration with the same details (the server replaces an unverified account). */
  const resend = async () => {
    try {
      await register(details);
      toast.success(messages.auth.otpSent, SIGN_IN_TOAST_AUTO_CLOSE_MS);
      return true;
    } catch (error) {
      toast.error(userMessage(error, messages.auth.registrationFailed), SIGN_IN_TOAST_AUTO_CLOSE_MS);
      return false;
    }
  };

  return (
    <Stack gap="md">
      <Text>{ui.otpSentTo(details.phoneNumber)}</Text>
      <OtpInput autoFocus onComplete={verify} onValidate={verify} validating={pending} onResend={resend} />
      <Button variant="subtle" size="md" mih={44} onClick={onChangeDetails}>
        {ui.changeDetails}
      </Button>
    </Stack>
  );
}
