import { Badge, Group, List, Stack, Text, VisuallyHidden } from '@mantine/core';
import { formatMessages } from '../../shared/domain/formats';
import { browseMessages } from '../../shared/messages';
import type { CompetitionRead } from '../../shared/schemas/competition-read';
import { StandingsTable } from './standings-table';

const text = browseMessages.competition;

type GroupRow = CompetitionRead['groups'][number]['rows'][number];
type Mark = keyof typeof text.marks;

const COLORS: Record<Mark, string> = { through: 'green', out: 'gray', lots: 'yellow' };

/** A row's marks, in the order the legend lists them. */
function rowMarks(row: Pick<GroupRow, 'qualification' | 'byLots'>): Mark[] {
  return [...(row.qualification ? [row.qualification] : []), ...(row.byLots ? (['lots'] as const) : [])];
}

/** A mark: its letter in a badge, its meaning in words for screen readers (never the colour alone). */
function MarkBadge({ mark }: { mark: Mark }) {
  const [letter, meaning] = text.marks[mark];
  return (
    // Never squeezed by a long team name on a narrow phone: the name gives way instead.
    <Badge
      color={COLORS[mark]}
      variant="light"
      size="sm"
      radius="sm"
      px={6}
      autoContrast
      data-mark={mark}
      style={{ flexShrink: 0 }}
    >
      <span aria-hidden="true">{letter}</span>
      <VisuallyHidden>{meaning}</VisuallyHidden>
    </Badge>
  );
}

function Legend() {
  return (
    <List listStyleType="none" spacing={4} aria-label={text.legendLabel} size="sm">
      {(Object.keys(text.marks) as Mark[]).map((mark) => (
        <List.Item key={mark}>
          <Group gap="xs" wrap="nowrap">
            <Badge color={COLORS[mark]} variant="light" size="sm" radius="sm" px={6} autoContrast aria-hidden="true">
              {text.marks[mark][0]}
            </Badge>
            <Text size="sm">{text.marks[mark][1]}</Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

const inWords = (criteria: readonly string[]) => criteria.map((criterion) => text.criteria[criterion] ?? criterion);

/** The tie-break order in words: "points, then goal difference, then…". */
const tieBreakOrder = (criteria: readonly string[]) => text.order(inWords(criteria));

/** One group's own order, when the groups' orders differ. */
const groupOrder = (group: string, criteria: readonly string[]) => text.groupOrder(group, inWords(criteria));

const sameOrder = (a: readonly string[], b: readonly string[]) => a.join() === b.join();

/** The teams placed alike across the groups, each with its group, best first: the best of them go through. */
function BestPlacedTable({ ranking }: { ranking: NonNullable<CompetitionRead['bestPlaced']> }) {
  return (
    <StandingsTable
      rows={ranking.rows}
      caption={formatMessages.bestPlaced.title(ranking.position)}
      order={formatMessages.bestPlaced.through(ranking.places)}
      // Under the name, not beside it: a column of its own pushed Pts out of a 360 px phone's view.
      note={(row) => (
        <Text span size="xs" fw={400} c="dimmed">
          {formatMessages.group(row.group)}
        </Text>
      )}
      marks={(row) => rowMarks(row).map((mark) => <MarkBadge key={mark} mark={mark} />)}
    />
  );
}

/**
 * One compact table per group (P, GD and Pts always in sight), each team marked through or out once
 * that is decided and when lots placed it, then the ranking of the best-placed where they go through;
 * the marks' key and the tie-break order under the tables, or under each table when the organiser gave
 * the groups orders of their own.
 */
export function GroupTables({
  competition,
}: {
  competition: Pick<CompetitionRead, 'groups' | 'tieBreak' | 'bestPlaced'>;
}) {
  const shared = competition.tieBreak.criteria;
  const ownOrders = competition.groups.some((group) => group.criteria && !sameOrder(group.criteria, shared));
  return (
    <Stack gap="lg">
      {competition.groups.map((group) => (
        <StandingsTable
          key={group.name}
          rows={group.rows}
          caption={formatMessages.group(group.name)}
          order={ownOrders ? groupOrder(group.name, group.criteria ?? shared) : null}
          marks={(row) => rowMarks(row).map((mark) => <MarkBadge key={mark} mark={mark} />)}
        />
      ))}
      {competition.bestPlaced && competition.bestPlaced.rows.length > 0 && (
        <BestPlacedTable ranking={competition.bestPlaced} />
      )}
      <Stack gap="xs">
        <Legend />
        {!ownOrders && (
          <Text size="sm" c="dimmed">
            {tieBreakOrder(shared)}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
