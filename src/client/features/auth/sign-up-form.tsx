import { Button, Stack, Text, TextInput } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { NAME_MAX, PASSWORD_MIN, SIGN_IN_TOAST_AUTO_CLOSE_MS } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { toast } from '../../app/toasts';
import { PasswordField } from '../../components/password-field';
import { PhoneNumberInput } from '../../components/phone-number-input';
import { userMessage } from '../../lib/api';
import { type RegisterBody, register } from './api';
import { AuthLink } from './auth-card';
import { newPasswordRule } from './new-password-rule';
import { phoneRule } from './phone-rule';
import { registerErrorField } from './register-errors';
import { useSingleFlight } from './use-single-flight';

const ui = messages.auth.ui;

interface SignUpFormProps {
  initialValues: RegisterBody;
  /** A code was texted to this phone for this sign-up attempt. */
  onRegistered: (details: RegisterBody, signUpId: string | undefined) => void;
}

/** Sign-up's toasts: each attempt's takes the place of the last, and one the form itself stops takes it away. */
const SIGN_UP_TOPIC = 'sign-up';

/**
 * Sign Up: all fields required; the passwords' match is the server's to check (SPEC §5), its refusal
 * shown on the field it is about.
 */
export function SignUpForm({ initialValues, onRegistered }: SignUpFormProps) {
  const { pending, run } = useSingleFlight();
  const form = useForm<RegisterBody>({
    initialValues,
    validate: {
      name: isNotEmpty(ui.required(ui.fullName)),
      phoneNumber: phoneRule(ui.phoneNumber),
      password: newPasswordRule(ui.password),
      confirmPassword: isNotEmpty(ui.required(ui.confirmPassword)),
    },
  });

  const submit = (values: RegisterBody) =>
    run(async () => {
      const details = { ...values, name: values.name.trim(), phoneNumber: values.phoneNumber.trim() };
      try {
        const registered = await register(details);
        // The code screen comes next: a refusal of an earlier try no longer holds.
        toast.close(SIGN_UP_TOPIC);
        onRegistered(details, registered);
      } catch (error) {
        const message = userMessage(error, messages.auth.registrationFailed);
        toast.error(message, SIGN_IN_TOAST_AUTO_CLOSE_MS, SIGN_UP_TOPIC);
        const field = registerErrorField(message);
        if (field) form.setFieldError(field, message);
      }
    });

  return (
    <form onSubmit={form.onSubmit(submit, () => toast.close(SIGN_UP_TOPIC))} noValidate>
      <Stack gap="md">
        <TextInput
          {...form.getInputProps('name')}
          label={ui.fullName}
          autoComplete="name"
          size="lg"
          maxLength={NAME_MAX}
          required
        />
        <PhoneNumberInput {...form.getInputProps('phoneNumber')} label={ui.phoneNumber} description={ui.phoneHint} />
        <PasswordField
          {...form.getInputProps('password')}
          label={ui.password}
          description={ui.passwordHint(PASSWORD_MIN)}
          autoComplete="new-password"
          size="lg"
          required
        />
        <PasswordField
          {...form.getInputProps('confirmPassword')}
          label={ui.confirmPassword}
          autoComplete="new-password"
          size="lg"
          required
        />
        <Button type="submit" size="lg" fullWidth loading={pending}>
          {ui.register}
        </Button>
        <Text ta="center">
          {ui.haveAccount} <AuthLink to="/login">{ui.login}</AuthLink>
        </Text>
      </Stack>
    </form>
  );
}
