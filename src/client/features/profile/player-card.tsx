import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { profileMessages } from '../../../shared/messages';
import type { Profile } from '../../../shared/schemas/auth';
import { EntityAvatar } from '../../components/entity-avatar';
import { Placeholder } from '../../components/placeholder';
import { positionLabel } from '../../components/position-label';
import textWrap from '../../components/text-wrap.module.css';

const text = profileMessages;

/**
 * Photo (initials when none), name, position and the Edit Profile button. What the player typed
 * (name, city, message) breaks anywhere: one long word would otherwise push the page sideways.
 */
export function PlayerCard({ profile, onEdit }: { profile: Profile; onEdit: () => void }) {
  const position = profile.position ?? profile.primaryPosition;
  return (
    <Paper withBorder radius="md" p="md" className={textWrap.anywhere}>
      <Group wrap="nowrap" gap="md" align="center">
        <EntityAvatar src={profile.image} name={profile.name} size={88} />
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Title order={2} fz={{ base: 22, sm: 28 }} lh={1.2}>
            {profile.name}
          </Title>
          <Text c="dimmed" fw={600} tt="uppercase" size="sm" style={{ letterSpacing: '0.05em' }}>
            {positionLabel(position)}
          </Text>
          {profile.city && <Text size="sm">{profile.city}</Text>}
        </Stack>
      </Group>
      {profile.message && (
        <Text mt="sm" fs="italic">
          {profile.message}
        </Text>
      )}
      <Button mt="md" mih={44} variant="light" onClick={onEdit} fullWidth>
        {text.editProfile}
      </Button>
    </Paper>
  );
}

export function PlayerCardSkeleton() {
  return (
    <Paper withBorder radius="md" p="md" aria-hidden="true">
      <Group wrap="nowrap" gap="md">
        <Placeholder h={88} w={88} circle />
        <Stack gap="xs" style={{ flex: 1 }}>
          <Placeholder h={24} w="60%" />
          <Placeholder h={14} w="30%" />
        </Stack>
      </Group>
    </Paper>
  );
}
