import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { browseMessages } from '../../../shared/messages';
import type { TeamDetail } from '../../../shared/schemas/reads';
import { DescriptionPlaceholder, Placeholder } from '../../components/placeholder';
import { TeamBadge } from '../../components/team-badge';

const text = browseMessages.team;

/** Logo, name (the page heading), abbreviation and description. */
export function TeamHeader({ team }: { team: TeamDetail }) {
  return (
    <Stack gap="sm" mb="md">
      <Group wrap="nowrap" gap="md">
        <TeamBadge logo={team.logo} name={team.name} size={72} />
        <Stack gap={4} miw={0}>
          <Title order={1} fz={{ base: 26, sm: 34 }} lh={1.15}>
            {team.name}
          </Title>
          {team.abbreviation && (
            <Badge variant="light" size="lg" title={text.abbreviation(team.abbreviation)}>
              {team.abbreviation}
            </Badge>
          )}
        </Stack>
      </Group>
      {team.description && <Text>{team.description}</Text>}
    </Stack>
  );
}

export function TeamHeaderSkeleton() {
  return (
    <Stack gap="sm" mb="md">
      <Group wrap="nowrap" gap="md">
        <Placeholder h={72} w={72} circle />
        <Stack gap="xs" style={{ flex: 1 }}>
          <Placeholder h={28} w="60%" />
          <Placeholder h={20} w={60} />
        </Stack>
      </Group>
      <DescriptionPlaceholder />
    </Stack>
  );
}
