import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { EVENT_GROUPS, groupEvents } from '../../../shared/domain/event-grouping';
import { browseMessages } from '../../../shared/messages';
import type { FixtureDetail, MatchEventRead } from '../../../shared/schemas/reads';
import { EmptyState } from '../../components/empty-state';
import { ReadState } from '../../components/read-state';
import type { MatchEventsData } from '../../components/reads';
import { TeamName } from '../../components/team-name';
import type { CachedReadState } from '../../lib/use-cached-read';
import { describeEvent } from './describe-event';

const text = browseMessages.match;

function EventRow({ event, fixture }: { event: MatchEventRead; fixture: FixtureDetail }) {
  const line = describeEvent(event);
  const team = [fixture.homeTeam, fixture.awayTeam].find((t) => t.id === event.teamId);
  return (
    <Group component="li" wrap="nowrap" gap="sm" align="flex-start" py={6}>
      <Text fw={800} w={40} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {text.minute(event.minute)}
      </Text>
      <Stack gap={0} miw={0} style={{ flex: 1 }}>
        <Group gap="xs">
          <Text fw={600}>{line.title}</Text>
          {line.tag && (
            <Badge color={line.tagColor} autoContrast tt="none">
              {line.tag}
            </Badge>
          )}
        </Group>
        {line.detail && <Text size="sm">{line.detail}</Text>}
        {team && <TeamName name={team.name} size="sm" c="dimmed" />}
      </Stack>
    </Group>
  );
}

function EventGroups({ events, fixture }: { events: MatchEventRead[]; fixture: FixtureDetail }) {
  const groups = groupEvents(events);
  if (EVENT_GROUPS.every((group) => groups[group].length === 0)) return <EmptyState text={text.noEvents} />;
  return (
    <Stack gap="md">
      {EVENT_GROUPS.filter((group) => groups[group].length > 0).map((group) => (
        <Paper key={group} withBorder radius="md" p="md">
          <Title order={2} fz="h4" mb="xs">
            {text.groups[group]}
          </Title>
          <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
            {groups[group].map((event) => (
              <EventRow key={event.id} event={event} fixture={fixture} />
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

interface EventsPanelProps {
  read: CachedReadState<MatchEventsData>;
  fixture: FixtureDetail;
  /** The page already says its data came from the phone: the panel does not say it again. */
  pageNoted: boolean;
}

/** Match Events tab: events grouped (GOAL, PENALTY, CARD, SUBSTITUTION, OTHER) and sorted by minute (docs/rules.md#match-events). */
export function EventsPanel({ read, fixture, pageNoted }: EventsPanelProps) {
  return (
    <ReadState
      read={read}
      withNote={!pageNoted}
      loadingText={text.loadingEvents}
      skeleton={Array.from({ length: 4 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} h={44} aria-hidden="true" />
      ))}
    >
      {(data) => <EventGroups events={data.matchEvents} fixture={fixture} />}
    </ReadState>
  );
}
