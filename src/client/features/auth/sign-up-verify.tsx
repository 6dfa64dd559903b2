import { Button, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SIGN_IN_TOAST_AUTO_CLOSE_MS } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { toast } from '../../app/toasts';
import { ApiError, userMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { type RegisterBody, register, verifyOtp } from './api';
import { CODE_TOPIC, codeRefusal, OtpInput, type OtpInputHandle } from './otp-input';
import { useSingleFlight } from './use-single-flight';

const ui = messages.auth.ui;

interface SignUpVerifyProps {
  details: RegisterBody;
  /** The sign-up attempt whose code this is: the server then accepts no other attempt's code. */
  signUpId: string | undefined;
  onChangeDetails: () => void;
}

/** Sign-up, second step: the code, then the token is stored, the user is logged in and goes to /. */
export function SignUpVerify({ details, signUpId: firstAttempt, onChangeDetails }: SignUpVerifyProps) {
  const navigate = useNavigate();
  const { pending, run } = useSingleFlight();
  const [signUpId, setSignUpId] = useState(firstAttempt);
  const boxes = useRef<OtpInputHandle>(null);
  const verified = useRef(false);

  // A code goes to the server once, whether the 6th digit or 'Validate OTP' sends it: one in flight is not
  // sent again, nor one already taken (a tap on Validate just after the 6th digit signed the user up),
  // and one the server refused empties the boxes for the next (after no answer it stays, to retry).
  const verify = (otp: string) =>
    run(async () => {
      if (verified.current) return;
      try {
        useSession.getState().signIn(await verifyOtp({ phoneNumber: details.phoneNumber, otp, signUpId }));
        verified.current = true;
        toast.success(messages.auth.registrationSuccess, SIGN_IN_TOAST_AUTO_CLOSE_MS, CODE_TOPIC);
        navigate('/');
      } catch (error) {
        const message = userMessage(error, messages.auth.otpVerificationFailed);
        toast.error(message, SIGN_IN_TOAST_AUTO_CLOSE_MS, CODE_TOPIC);
        if (error instanceof ApiError && error.status > 0) {
          boxes.current?.refuse(codeRefusal(error) ?? { message, spent: false });
        }
      }
    });

  /** A new code is a new sign-up attempt with the same details; its code is the one to enter now. */
  const resend = async () => {
    if (verified.current) return false;
    try {
      setSignUpId(await register(details));
      toast.success(messages.auth.otpSent, SIGN_IN_TOAST_AUTO_CLOSE_MS, CODE_TOPIC);
      return true;
    } catch (error) {
      toast.error(userMessage(error, messages.auth.registrationFailed), SIGN_IN_TOAST_AUTO_CLOSE_MS, CODE_TOPIC);
      return false;
    }
  };

  return (
    <Stack gap="md">
      <Text>{ui.otpSentTo(details.phoneNumber)}</Text>
      <OtpInput ref={boxes} autoFocus onComplete={verify} onValidate={verify} validating={pending} onResend={resend} />
      <Button variant="subtle" size="md" mih={44} onClick={onChangeDetails}>
        {ui.changeDetails}
      </Button>
    </Stack>
  );
}
