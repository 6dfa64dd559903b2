import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import type { RegisterBody } from './api';
import { AuthCard } from './auth-card';
import { SignUpForm } from './sign-up-form';
import { SignUpVerify } from './sign-up-verify';

const ui = messages.auth.ui;

/** Sign-up: the form, then the OTP entry for the phone it named. */
export default function SignUpPage() {
  // Sign In sends an unknown phone number here (HTTP 404): start from it.
  const phoneNumber = (useLocation().state as { phoneNumber?: string } | null)?.phoneNumber ?? '';
  const [details, setDetails] = useState<RegisterBody>({ name: '', phoneNumber, password: '', confirmPassword: '' });
  const [step, setStep] = useState<'form' | 'otp'>('form');
  const [signUpId, setSignUpId] = useState<string | undefined>();

  if (step === 'otp') {
    return (
      <AuthCard title={ui.enterOtpTitle}>
        <SignUpVerify details={details} signUpId={signUpId} onChangeDetails={() => setStep('form')} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={ui.signUpTitle}>
      <SignUpForm
        initialValues={details}
        onRegistered={(registered, id) => {
          setDetails(registered);
          setSignUpId(id);
          setStep('otp');
        }}
      />
    </AuthCard>
  );
}
