import { Box, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { browseMessages } from '../../../shared/messages';
import type { LeaderboardRowRead } from '../../../shared/schemas/leaderboards';
import { EmptyState } from '../../components/empty-state';
import { EntityAvatar } from '../../components/entity-avatar';
import { ScrollRegion } from '../../components/scroll-region';
import { TeamName } from '../../components/team-name';
import { type Board, places, shownMatches } from './boards';

const text = browseMessages.leaderboard;

/** One award table: rank, player (photo or initials), team, the stat(s) and matches (capped at 6). */
export function BoardTable({ board, rows }: { board: Board; rows: LeaderboardRowRead[] }) {
  if (rows.length === 0) return <EmptyState text={text.empty} />;
  const caption = text.caption(board.label);
  const place = places(board, rows);
  return (
    <ScrollRegion label={caption}>
      <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="xs">
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={36}>
              <span aria-hidden="true">#</span>
              <VisuallyHidden>{text.columns.rank}</VisuallyHidden>
            </Table.Th>
            <Table.Th scope="col">{text.columns.player}</Table.Th>
            {board.stats.map((stat) => (
              <Table.Th key={stat.key} scope="col" ta="center">
                {stat.label}
              </Table.Th>
            ))}
            <Table.Th scope="col" ta="center">
              {text.columns.matches}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={row.playerId} fw={place[index] === 1 ? 700 : undefined}>
              <Table.Td>{place[index]}</Table.Td>
              <Table.Th scope="row" fw="inherit">
                <Group gap="sm" wrap="nowrap">
                  <EntityAvatar src={row.player.image} name={row.player.name} size={32} />
                  <Box miw={0}>
                    <Text inherit>{row.player.name}</Text>
                    {row.team ? (
                      <TeamName name={row.team.name} size="sm" c="dimmed" fw={400} />
                    ) : (
                      <Text size="sm" c="dimmed">
                        {text.noTeam}
                      </Text>
                    )}
                  </Box>
                </Group>
              </Table.Th>
              {board.stats.map((stat) => (
                <Table.Td key={stat.key} ta="center">
                  {row[stat.key]}
                </Table.Td>
              ))}
              <Table.Td ta="center">{shownMatches(row.matchesPlayed)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
