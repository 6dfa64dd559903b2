import { Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LINEUP_SKELETON } from '../../../shared/constants';
import { browseMessages } from '../../../shared/messages';
import type { FixtureDetail } from '../../../shared/schemas/reads';
import { PlayerList, type PlayerRowData } from '../../components/player-row';
import { TeamBadge } from '../../components/team-badge';
import { teamSheet } from './lineup';

const text = browseMessages.match;

function Section({ title, players }: { title: string; players: PlayerRowData[] }) {
  if (players.length === 0) return null;
  return (
    <Stack gap={4}>
      <Title order={3} fz="sm" tt="uppercase" c="dimmed">
        {title}
      </Title>
      <PlayerList players={players} />
    </Stack>
  );
}

function TeamColumn({ team, fixtureId }: { team: FixtureDetail['homeTeam']; fixtureId: string }) {
  const sheet = teamSheet(team, fixtureId);
  const empty =
    sheet.kind === 'members' ? sheet.members.length === 0 : sheet.starting.length + sheet.substitutes.length === 0;
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap">
        <TeamBadge logo={team.logo} name={team.name} size={36} />
        <Title order={2} fz="h4">
          {team.name}
        </Title>
      </Group>
      {empty && <Text c="dimmed">{text.noPlayers}</Text>}
      {sheet.kind === 'lineup' ? (
        <>
          <Section title={text.startingXI} players={sheet.starting} />
          <Section title={text.substitutes} players={sheet.substitutes} />
        </>
      ) : (
        <Section title={text.squad} players={sheet.members} />
      )}
    </Stack>
  );
}

/** Lineups tab: both teams side by side on desktop, one after the other on a phone. */
export function LineupsPanel({ fixture }: { fixture: FixtureDetail }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
      <TeamColumn team={fixture.homeTeam} fixtureId={fixture.id} />
      <TeamColumn team={fixture.awayTeam} fixtureId={fixture.id} />
    </SimpleGrid>
  );
}

/** 1 goalkeeper, 10 starting and 5 substitute placeholders (docs/rules.md#timings-and-counts). */
export function LineupSkeleton() {
  const rows = LINEUP_SKELETON.goalkeepers + LINEUP_SKELETON.starting + LINEUP_SKELETON.substitutes;
  return (
    <Stack gap={6} aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} h={36} mt={i === LINEUP_SKELETON.goalkeepers + LINEUP_SKELETON.starting ? 'md' : 0} />
      ))}
    </Stack>
  );
}
