import { Button, Container, Group, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { browseMessages } from '../../../shared/messages';
import { PageTabs } from '../../components/page-tabs';
import { Placeholder } from '../../components/placeholder';
import { ReadState } from '../../components/read-state';
import { useAwards, useTournament } from '../../components/reads';
import { ScreenTitle } from '../../components/screen-title';
import { useTournamentLive } from '../../components/use-tournament-live';
import { BoardTable } from './board-table';
import { BOARDS } from './boards';

const text = browseMessages.leaderboard;

/** /leaderboards/{tournamentId}: Golden Boots, Golden Gloves and Assists. */
export default function LeaderboardPage() {
  const { tournamentId } = useParams();
  const awards = useAwards(tournamentId);
  const tournament = useTournament(tournamentId);
  useTournamentLive(tournament.data, [awards.refresh]);
  return (
    <Container size="md" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <ScreenTitle of={tournament.data?.name} title={text.title} />
          <Button component={Link} to="/tournaments" variant="default" mih={44}>
            {text.backToTournament}
          </Button>
        </Group>
        <ReadState read={awards} skeleton={<Placeholder h={320} radius="md" />}>
          {(data) => (
            <PageTabs
              label={text.tabsLabel}
              tabs={BOARDS.map((board) => ({
                value: board.value,
                label: board.label,
                panel: <BoardTable board={board} rows={board.rows(data)} />,
              }))}
            />
          )}
        </ReadState>
      </Stack>
    </Container>
  );
}
