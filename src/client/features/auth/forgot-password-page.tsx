import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { AuthCard } from './auth-card';
import { ResetPasswordStep } from './reset-password-step';
import { ResetRequestStep } from './reset-request-step';

const ui = messages.auth.ui;

type Step = { name: 'request' } | { name: 'reset'; phoneNumber: string } | { name: 'done'; phoneNumber: string };

/** Forgot password, three steps: 'Reset Password', 'Enter OTP', 'Password Reset Successful'. */
export default function ForgotPasswordPage() {
  // Sign In sends a number that must wait after too many wrong passwords here: start from it.
  const phoneNumber = (useLocation().state as { phoneNumber?: string } | null)?.phoneNumber ?? '';
  const [step, setStep] = useState<Step>({ name: 'request' });

  if (step.name === 'request') {
    return (
      <AuthCard title={ui.resetTitle}>
        <ResetRequestStep
          phoneNumber={phoneNumber}
          onSent={(sentTo) => setStep({ name: 'reset', phoneNumber: sentTo })}
        />
      </AuthCard>
    );
  }
  if (step.name === 'reset') {
    return (
      <AuthCard title={ui.enterOtpTitle}>
        <ResetPasswordStep
          phoneNumber={step.phoneNumber}
          onReset={() => setStep({ name: 'done', phoneNumber: step.phoneNumber })}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={ui.resetDoneTitle}>
      <ResetDone phoneNumber={step.phoneNumber} />
    </AuthCard>
  );
}

function ResetDone({ phoneNumber }: { phoneNumber: string }) {
  const back = useRef<HTMLAnchorElement>(null);
  // The step changed under the user's focus: move it to the way on.
  useEffect(() => back.current?.focus(), []);
  return (
    <Stack gap="md">
      <Text role="status">{ui.resetDoneText}</Text>
      <Button ref={back} component={Link} to="/login" state={{ phoneNumber }} size="lg" fullWidth>
        {ui.backToLogin}
      </Button>
    </Stack>
  );
}
