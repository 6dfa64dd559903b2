import { Alert, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { SIGN_IN_TOAST_AUTO_CLOSE_MS } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { toast } from '../../app/toasts';
import { PasswordField } from '../../components/password-field';
import { PhoneNumberInput } from '../../components/phone-number-input';
import { ApiError, userMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { type LoginBody, login } from './api';
import { AuthCard, AuthLink } from './auth-card';
import { phoneRule } from './phone-rule';
import { useSingleFlight } from './use-single-flight';

const ui = messages.auth.ui;
/** Sign-in's toasts: each attempt's takes the place of the one before, and one the form itself stops takes it away. */
const SIGN_IN_TOPIC = 'sign-in';

/** After too many wrong passwords: how long the number waits, and the way in that needs no password. */
function WaitOrReset({ message, phoneNumber }: { message: string; phoneNumber: string }) {
  return (
    <Alert color="yellow" role="alert">
      <Stack gap="sm">
        <Text size="sm">{message}</Text>
        <Button component={Link} to="/ForgotPass" state={{ phoneNumber }} variant="light" mih={44}>
          {ui.resetYourPassword}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Sign In: phone and password; 404 (no such account) goes to /Register; 429 (too many tries) offers a reset. */
export default function SignInPage() {
  const navigate = useNavigate();
  const state = useLocation().state as { phoneNumber?: string; from?: string } | null;
  const phoneNumber = state?.phoneNumber ?? '';
  // A guarded page that sent the user here is where they go back to once signed in.
  const next = state?.from?.startsWith('/') ? state.from : '/';
  const { pending, run } = useSingleFlight();
  const [waiting, setWaiting] = useState<string | null>(null);
  const form = useForm<LoginBody>({
    initialValues: { phoneNumber, password: '' },
    validate: {
      phoneNumber: phoneRule(ui.phoneNumber),
      password: isNotEmpty(ui.required(ui.password)),
    },
  });

  const submit = (values: LoginBody) =>
    run(async () => {
      setWaiting(null);
      try {
        useSession.getState().signIn(await login({ ...values, phoneNumber: values.phoneNumber.trim() }));
        toast.success(messages.auth.loginSuccess, SIGN_IN_TOAST_AUTO_CLOSE_MS, SIGN_IN_TOPIC);
        navigate(next, { replace: true });
      } catch (error) {
        if (error instanceof ApiError && error.status === 429) {
          setWaiting(userMessage(error, messages.auth.loginFailed));
          return;
        }
        const message = userMessage(error, messages.auth.loginFailed);
        toast.error(message, SIGN_IN_TOAST_AUTO_CLOSE_MS, SIGN_IN_TOPIC);
        // The toast goes away; the field it is about keeps saying what is wrong until it is edited.
        if (error instanceof ApiError && error.status === 401) form.setFieldError('password', message);
        if (error instanceof ApiError && error.status === 400) form.setFieldError('phoneNumber', message);
        if (error instanceof ApiError && error.status === 404) {
          navigate('/Register', { state: { phoneNumber: values.phoneNumber } });
        }
      }
    });

  return (
    <AuthCard title={ui.signInTitle}>
      <form onSubmit={form.onSubmit(submit, () => toast.close(SIGN_IN_TOPIC))} noValidate>
        <Stack gap="md">
          {waiting && <WaitOrReset message={waiting} phoneNumber={form.values.phoneNumber.trim()} />}
          <PhoneNumberInput {...form.getInputProps('phoneNumber')} label={ui.phoneNumber} description={ui.phoneHint} />
          <PasswordField
            {...form.getInputProps('password')}
            label={ui.password}
            autoComplete="current-password"
            size="lg"
            required
          />
          <Group justify="flex-end" mt={-8}>
            <AuthLink to="/ForgotPass">{ui.forgotPassword}</AuthLink>
          </Group>
          <Button type="submit" size="lg" fullWidth loading={pending}>
            {ui.login}
          </Button>
          <VisuallyHidden role="status">{pending ? messages.auth.loginInFlight : ''}</VisuallyHidden>
          <Text ta="center">
            {ui.noAccount} <AuthLink to="/register">{ui.register}</AuthLink>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
