import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useId } from '@mantine/hooks';

/**
 * Mantine's PasswordInput that tells screen readers when it is wrong and why: it leaves out
 * aria-invalid and the link to its error, which every other field of the app has.
 */
export function PasswordField(props: PasswordInputProps) {
  const id = useId(props.id);
  const errorId = `${id}-error`;
  return (
    <PasswordInput
      {...props}
      id={id}
      aria-invalid={props.error ? true : undefined}
      aria-describedby={props.error ? errorId : undefined}
      errorProps={{ ...props.errorProps, id: errorId }}
    />
  );
}
