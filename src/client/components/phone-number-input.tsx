import { TextInput, type TextInputProps } from '@mantine/core';

/** A required phone number field with the phone's number keypad; the user's own number autofills. */
export function PhoneNumberInput(props: TextInputProps) {
  return <TextInput type="tel" inputMode="tel" autoComplete="tel-national" size="lg" required {...props} />;
}
