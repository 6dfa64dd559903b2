import { Button, Group, Notification } from '@mantine/core';
import { usePwa } from '../lib/pwa';

/** Says a new version of the app is installed and waiting, with the button that reloads into it. */
export default function UpdateNotice() {
  const applyUpdate = usePwa((state) => state.applyUpdate);
  return (
    <Notification
      withCloseButton={false}
      title="Update available"
      pos="fixed"
      bottom={16}
      left={16}
      right={16}
      maw={420}
      style={{ zIndex: 300 }}
      role="status"
    >
      <Group justify="space-between" mt="xs">
        A new version of Pitchside is ready.
        <Button size="sm" onClick={applyUpdate}>
          Reload
        </Button>
      </Group>
    </Notification>
  );
}
