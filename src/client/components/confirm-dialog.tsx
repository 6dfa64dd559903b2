import { Button, Group, type MantineColor, Modal, Text } from '@mantine/core';
import { organiserMessages } from '../../shared/messages';

const text = organiserMessages.confirm;

interface ConfirmDialogProps {
  opened: boolean;
  /** The question, e.g. 'Are you sure you want to delete this fixture?'. */
  message: string;
  confirmLabel?: string;
  /** Red for what cannot be undone (the default); another colour for a yes that adds or grants. */
  confirmColor?: MantineColor;
  /** True while the confirmed action runs: the confirm button spins and Cancel waits. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question before something that cannot be undone; Cancel has the focus first. */
export function ConfirmDialog({
  opened,
  message,
  confirmLabel = text.delete,
  confirmColor = 'red',
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={text.title} centered>
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" mih={44} onClick={onCancel} disabled={busy} data-autofocus>
          {text.cancel}
        </Button>
        <Button color={confirmColor} mih={44} onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
