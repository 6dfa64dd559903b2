import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { organiserMessages } from '../../../../shared/messages';
import type { UserListItem } from '../../../../shared/schemas/auth';
import { EntityAvatar } from '../../../components/entity-avatar';
import { positionLabel } from '../../../components/position-label';

const text = organiserMessages.addPlayers;

/** One signed-up player in the add-players list: photo, name, phone and position ("Defender"), and Add. */
export function AddPlayerRow({ user, adding, onAdd }: { user: UserListItem; adding: boolean; onAdd: () => void }) {
  return (
    <Group component="li" wrap="nowrap" justify="space-between" gap="sm" mih={56}>
      <Group wrap="nowrap" gap="sm" miw={0}>
        <EntityAvatar src={user.image} name={user.name} size={40} />
        <Stack gap={0} miw={0}>
          <Text fw={600} truncate>
            {user.name}
          </Text>
          {/* Phone and position each whole: at 360 px the position goes under the number, not cut to "DEFEN…". */}
          <Text size="xs" c="dimmed">
            <VisuallyHidden>{text.phone('')}</VisuallyHidden>
            <span style={{ whiteSpace: 'nowrap' }}>{user.phoneNumber}</span>
            {user.primaryPosition && (
              <>
                {' · '}
                <span style={{ whiteSpace: 'nowrap' }}>{positionLabel(user.primaryPosition)}</span>
              </>
            )}
          </Text>
        </Stack>
      </Group>
      <Button mih={44} miw={96} onClick={onAdd} disabled={adding} variant={adding ? 'light' : 'filled'}>
        {adding ? text.adding : text.add}
        <VisuallyHidden> {user.name}</VisuallyHidden>
      </Button>
    </Group>
  );
}
