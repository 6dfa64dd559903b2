import { PASSWORD_MIN } from '../../../shared/constants';
import { isCommonPassword } from '../../../shared/domain/common-passwords';
import { messages } from '../../../shared/messages';

/**
 * The check of a password being chosen (sign-up, reset), on the phone and in the server's words: it is
 * required, of the length the hint under it asks (counted trimmed, as the server does), and not one of
 * the most common ones.
 */
export const newPasswordRule = (label: string) => (value: string) => {
  if (!value) return messages.auth.ui.required(label);
  if (value.trim().length < PASSWORD_MIN) return messages.server.tooShort(label, PASSWORD_MIN);
  return isCommonPassword(value.trim()) ? messages.auth.commonPassword : null;
};

/** The check of a password's confirmation on the reset screen (SPEC §5): required, and the same as `password` of the form. */
export const confirmationRule =
  <Values>(label: string, password: (values: Values) => string) =>
  (value: string, values: Values) => {
    if (!value) return messages.auth.ui.required(label);
    return value !== password(values) ? messages.auth.passwordsDoNotMatch : null;
  };
