import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { organiserMessages } from '../../../../shared/messages';
import type { CoOrganiser } from '../../../../shared/schemas/co-organisers';
import { EntityAvatar } from '../../../components/entity-avatar';

const text = organiserMessages.coOrganisers;

interface CoOrganiserRowProps {
  person: CoOrganiser;
  isYou: boolean;
  /** 'Remove' (the admin) or 'Leave' (the co-organiser themself); absent: nothing to do here. */
  action?: { label: string; onPress: () => void };
}

/** One co-organiser: initials, name, masked phone, and Remove or Leave. */
export function CoOrganiserRow({ person, isYou, action }: CoOrganiserRowProps) {
  return (
    <Group component="li" wrap="nowrap" justify="space-between" gap="sm" mih={56}>
      <Group wrap="nowrap" gap="sm" miw={0}>
        <EntityAvatar src={null} name={person.name} size={40} />
        <Stack gap={0} miw={0}>
          <Text fw={600} truncate>
            {person.name}
            {isYou && text.you}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            <VisuallyHidden>{text.phone('')}</VisuallyHidden>
            {person.maskedPhone}
          </Text>
        </Stack>
      </Group>
      {action && (
        <Button variant="light" color="red" mih={44} miw={96} onClick={action.onPress}>
          {action.label}
          {!isYou && <VisuallyHidden> {person.name}</VisuallyHidden>}
        </Button>
      )}
    </Group>
  );
}
