import { Button, Group, Modal, Text } from '@mantine/core';
import { messages } from '../../shared/messages';

interface LogoutConfirmProps {
  /** Changes of the signed-in user saved on this phone and not yet on the server. */
  waiting: number;
  onLogout: () => void;
  onStay: () => void;
}

/** Logout while changes wait to be sent: they are kept, and go out when the user signs in again. */
export default function LogoutConfirm({ waiting, onLogout, onStay }: LogoutConfirmProps) {
  const t = messages.auth;
  return (
    <Modal opened onClose={onStay} title={t.logoutWaitingTitle} withCloseButton={false}>
      <Text>{t.logoutWaiting(waiting)}</Text>
      <Group justify="flex-end" mt="md">
        <Button mih={44} variant="default" onClick={onStay}>
          {t.staySignedIn}
        </Button>
        <Button mih={44} color="red" onClick={onLogout}>
          {t.logoutAnyway}
        </Button>
      </Group>
    </Modal>
  );
}
