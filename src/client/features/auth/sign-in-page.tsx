import { Button, Group, PasswordInput, Stack, Text, VisuallyHidden } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { useLocation, useNavigate } from 'react-router-dom';
import { SIGN_IN_TOAST_AUTO_CLOSE_MS } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { toast } from '../../app/toasts';
import { PhoneNumberInput } from '../../components/phone-number-input';
import { ApiError, userMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { type LoginBody, login } from './api';
import { AuthCard, AuthLink } from './auth-card';
import { useSingleFlight } from './use-single-flight';

const ui = messages.auth.ui;

/** Sign In: phone and password; 404 (no such account) goes to /Register. */
export default function SignInPage() {
  const navigate = useNavigate();
  const phoneNumber = (useLocation().state as { phoneNumber?: string } | null)?.phoneNumber ?? '';
  const { pending, run } = useSingleFlight();
  const form = useForm<LoginBody>({
    initialValues: { phoneNumber, password: '' },
    validate: {
      phoneNumber: isNotEmpty(ui.required(ui.phoneNumber)),
      password: isNotEmpty(ui.required(ui.password)),
    },
  });

  const submit = (values: LoginBody) =>
    run(async () => {
      try {
        useSession.getState().signIn(await login({ ...values, phoneNumber: values.phoneNumber.trim() }));
        toast.success(messages.auth.loginSuccess, SIGN_IN_TOAST_AUTO_CLOSE_MS);
        navigate('/');
      } catch (error) {
        toast.error(userMessage(error, messages.auth.loginFailed), SIGN_IN_TOAST_AUTO_CLOSE_MS);
        if (error instanceof ApiError && error.status === 404) {
          navigate('/Register', { state: { phoneNumber: values.phoneNumber } });
        }
      }
    });

  return (
    <AuthCard title={ui.signInTitle}>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <PhoneNumberInput {...form.getInputProps('phoneNumber')} label={ui.phoneNumber} />
          <PasswordInput
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
