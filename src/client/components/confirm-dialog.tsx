import { Button, Group, type MantineColor, Modal, type ModalProps, Text } from '@mantine/core';
import { organiserMessages } from '../../shared/messages';

const text = organiserMessages.confirm;

interface ConfirmDialogProps {
  opened: boolean;
  /** 'Confirm' unless the question is better named by what it asks (the tracker's 'Half Time'). */
  title?: string;
  /** The question, e.g. 'Are you sure you want to delete this fixture?'. */
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red for what cannot be undone (the default); another colour for a yes that adds or grants. */
  confirmColor?: MantineColor;
  /** True while the confirmed action runs: the confirm button spins and Cancel waits. */
  busy?: boolean;
  /** Where and how the dialog opens, e.g. inside the tracker to take its colours. */
  modalProps?: Partial<ModalProps>;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question before something that cannot be undone; Cancel has the focus first. */
export function ConfirmDialog({
  opened,
  title = text.title,
  message,
  confirmLabel = text.delete,
  cancelLabel = text.cancel,
  confirmColor = 'red',
  busy,
  modalProps,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal {...modalProps} opened={opened} onClose={onCancel} title={title} centered>
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" mih={44} onClick={onCancel} disabled={busy} data-autofocus>
          {cancelLabel}
        </Button>
        <Button color={confirmColor} mih={44} onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
