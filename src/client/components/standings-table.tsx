import { Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { browseMessages } from '../../shared/messages';
import type { StandingsRowRead } from '../../shared/schemas/leaderboards';
import { ScrollRegion } from './scroll-region';
import { TeamBadge } from './team-badge';
import { TeamName } from './team-name';

const { columns } = browseMessages.standings;
const NUMBERS = ['played', 'won', 'drawn', 'lost', 'goalsFor', 'goalsAgainst', 'goalDifference', 'points'] as const;
const HEADERS = ['position', 'team', ...NUMBERS] as const;

/** The league table: Pos, Team, P, W, D, L, GF, GA, GD, Pts; scrolls sideways on a phone. */
export function StandingsTable({ rows, caption }: { rows: StandingsRowRead[]; caption: string }) {
  return (
    <ScrollRegion label={caption}>
      <Table striped highlightOnHover miw={560} verticalSpacing="sm">
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {HEADERS.map((key) => (
              <Table.Th key={key} scope="col" ta={key === 'team' ? 'left' : 'center'}>
                <abbr title={columns[key][1]} style={{ textDecoration: 'none' }}>
                  {columns[key][0]}
                </abbr>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.team.id}>
              <Table.Td ta="center">{row.position}</Table.Td>
              <Table.Th scope="row" fw={600}>
                <Group gap="xs" wrap="nowrap">
                  <TeamBadge logo={row.team.logo} name={row.team.name} size={28} />
                  <Text component={Link} to={`/teamdetails/${row.team.id}`} inherit c="inherit" td="none" py={8}>
                    <TeamName name={row.team.name} inherit />
                  </Text>
                </Group>
              </Table.Th>
              {NUMBERS.map((key) => (
                <Table.Td key={key} ta="center" fw={key === 'points' ? 700 : undefined}>
                  {row[key]}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
