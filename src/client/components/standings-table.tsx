import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { browseMessages } from '../../shared/messages';
import type { StandingsRowRead } from '../../shared/schemas/leaderboards';
import { ScrollRegion } from './scroll-region';
import classes from './standings-table.module.css';
import { TeamBadge } from './team-badge';
import { TeamName } from './team-name';

const text = browseMessages.standings;
const { columns } = text;
const NUMBERS = ['played', 'won', 'drawn', 'lost', 'goalsFor', 'goalsAgainst', 'goalDifference', 'points'] as const;
const HEADERS = ['position', 'team', ...NUMBERS] as const;
/** Shown on a phone only in the full table. */
const DETAIL = new Set<string>(['won', 'drawn', 'lost', 'goalsFor', 'goalsAgainst']);
const detail = (key: string) => (DETAIL.has(key) ? classes.detail : undefined);

interface StandingsTableProps<Row extends StandingsRowRead> {
  rows: Row[];
  caption: string;
  /** Marks after a team's name (a group's through, out and lots). */
  marks?: (row: Row) => ReactNode;
  /** A line under a team's name (the group of a team in the ranking of the best-placed). */
  note?: (row: Row) => ReactNode;
  /** The order the table follows, said under it; null when it is said elsewhere (under a page of group tables). */
  order?: string | null;
}

/**
 * The league table: Pos, Team, P, W, D, L, GF, GA, GD, Pts. On a phone it opens compact (Pos,
 * Team, P, GD, Pts, the points always in sight); "Full table" shows the rest, scrolling sideways.
 */
export function StandingsTable<Row extends StandingsRowRead>({
  rows,
  caption,
  marks,
  note,
  order = text.order,
}: StandingsTableProps<Row>) {
  const [full, setFull] = useState(false);
  const captionId = useId();
  return (
    <Stack gap="xs">
      {/* The table's name on the line of its Full table switch: the switch came above the group it opens. */}
      <Group justify="space-between" wrap="nowrap" gap="xs" mih={44}>
        <Text id={captionId} size="sm" fw={700}>
          {caption}
        </Text>
        <Button
          hiddenFrom="sm"
          variant="light"
          mih={44}
          style={{ flexShrink: 0 }}
          aria-pressed={full}
          aria-describedby={captionId}
          onClick={() => setFull((shown) => !shown)}
        >
          {full ? text.compactTable : text.fullTable}
        </Button>
      </Group>
      <ScrollRegion label={caption}>
        <Table
          aria-labelledby={captionId}
          striped
          highlightOnHover
          verticalSpacing="sm"
          className={classes.table}
          data-full={full || undefined}
          miw={full ? 560 : undefined}
        >
          <Table.Thead>
            <Table.Tr>
              {HEADERS.map((key) => (
                <Table.Th key={key} scope="col" ta={key === 'team' ? 'left' : 'center'} className={detail(key)}>
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
                    <Stack gap={0} miw={0}>
                      <Text
                        component={Link}
                        to={`/teamdetails/${row.team.id}`}
                        inherit
                        c="inherit"
                        td="none"
                        className={classes.teamLink}
                      >
                        <TeamName name={row.team.name} inherit />
                      </Text>
                      {note?.(row)}
                    </Stack>
                    {marks?.(row)}
                  </Group>
                </Table.Th>
                {NUMBERS.map((key) => (
                  <Table.Td key={key} ta="center" fw={key === 'points' ? 700 : undefined} className={detail(key)}>
                    {row[key]}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      {order && (
        <Text size="sm" c="dimmed">
          {order}
        </Text>
      )}
    </Stack>
  );
}
