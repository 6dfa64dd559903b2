import { Button } from '@mantine/core';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useConfirmedCall } from './use-confirmed-call';

interface ConfirmedButtonProps {
  label: string;
  /** A name that says what the button acts on, where its row does not. */
  ariaLabel?: string;
  /** The question asked before the call. */
  question: string;
  call: () => Promise<string | undefined>;
  /** Toasts when the server answers without a message, and when the call fails. */
  done: string;
  failed: string;
  variant?: 'light' | 'subtle';
}

/** A red button whose call goes out only once the user confirms it (leave a team, withdraw it, remove a player). */
export function ConfirmedButton({
  label,
  ariaLabel,
  question,
  call,
  done,
  failed,
  variant = 'subtle',
}: ConfirmedButtonProps) {
  const action = useConfirmedCall(call, { done, failed });
  return (
    <>
      <Button
        variant={variant}
        color="red"
        mih={44}
        onClick={action.ask}
        style={{ alignSelf: 'flex-start' }}
        aria-label={ariaLabel}
      >
        {label}
      </Button>
      <ConfirmDialog
        opened={action.open}
        message={question}
        confirmLabel={label}
        busy={action.busy}
        onConfirm={action.confirm}
        onCancel={action.cancel}
      />
    </>
  );
}
