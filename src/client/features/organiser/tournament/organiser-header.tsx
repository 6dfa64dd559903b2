import { Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { browseMessages, organiserMessages } from '../../../../shared/messages';
import type { TournamentDetail } from '../../../../shared/schemas/reads';
import { formatDay } from '../../../components/date-format';
import { EntityAvatar } from '../../../components/entity-avatar';

/** Logo, name (the page's heading), days and description of the tournament being organised. */
export function OrganiserHeader({ tournament, isAdmin }: { tournament: TournamentDetail; isAdmin: boolean }) {
  const { name, logo, description, startDate, endDate, timeZone } = tournament;
  return (
    <Stack gap="sm" mb="md">
      <Group wrap="nowrap" align="center" gap="md">
        <EntityAvatar src={logo} name={name} size={72} radius="md" />
        <Stack gap={4} miw={0}>
          <Title order={1} fz={{ base: 26, sm: 34 }} lh={1.15}>
            {name}
          </Title>
          <Text size="sm" c="dimmed">
            {browseMessages.tournaments.dates(formatDay(startDate), formatDay(endDate))} · {timeZone}
          </Text>
          {isAdmin && (
            <Badge variant="light" tt="none" style={{ alignSelf: 'flex-start' }}>
              {organiserMessages.tournament.organiserBadge}
            </Badge>
          )}
        </Stack>
      </Group>
      {description && <Text>{description}</Text>}
    </Stack>
  );
}

export function OrganiserHeaderSkeleton() {
  return (
    <Group wrap="nowrap" gap="md" mb="md" aria-hidden="true">
      <Skeleton h={72} w={72} radius="md" />
      <Stack gap="xs" style={{ flex: 1 }}>
        <Skeleton h={28} w="70%" />
        <Skeleton h={14} w="40%" />
      </Stack>
    </Group>
  );
}
