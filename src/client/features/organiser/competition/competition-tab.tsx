import { Badge, Button, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { BEST_PLACED_LOTS, formatMessages, levelRuns } from '../../../../shared/domain/formats';
import { organiserMessages } from '../../../../shared/messages';
import type { CompetitionRead } from '../../../../shared/schemas/competition-read';
import { toast } from '../../../app/toasts';
import { refreshTournament, setGroupTieBreak } from '../api';
import { competitionFailure } from './competition-failure';
import { type LevelTeam, LotsDialog } from './lots-dialog';
import { orderOf, TIE_BREAK_ORDERS } from './tie-break-orders';

const text = organiserMessages.competition;
type GroupRead = CompetitionRead['groups'][number];

interface GroupCardProps {
  tournamentId: string;
  group: GroupRead;
  /** The tournament's admin: only they record a drawing of lots. */
  isOwner: boolean;
  onDrawLots: (teams: LevelTeam[]) => void;
}

function GroupCard({ tournamentId, group, isOwner, onDrawLots }: GroupCardProps) {
  const [saving, setSaving] = useState(false);
  const choose = async (value: string) => {
    const order = TIE_BREAK_ORDERS.find((o) => o.value === value);
    if (!order) return;
    setSaving(true);
    try {
      await setGroupTieBreak(tournamentId, { group: group.name, preset: order.preset, fairPlay: order.fairPlay });
      toast.success(text.orderSaved(group.name));
      await refreshTournament(tournamentId);
    } catch (error) {
      toast.error(competitionFailure(error, text.orderFailed));
    } finally {
      setSaving(false);
    }
  };
  return (
    <RankedCard
      id={`competition-group-${group.name}`}
      title={text.group(group.name)}
      rows={group.rows}
      complete={group.complete}
      incomplete={text.incomplete}
      isOwner={isOwner}
      onDrawLots={onDrawLots}
    >
      <NativeSelect
        size="md"
        label={text.orderLabel}
        value={orderOf(group.criteria).value}
        disabled={saving}
        data={TIE_BREAK_ORDERS.map((order) => ({ value: order.value, label: text.orders[order.value] }))}
        onChange={(event) => void choose(event.currentTarget.value)}
      />
    </RankedCard>
  );
}

interface RankedCardProps {
  id: string;
  title: string;
  /** What comes between the title and the teams: a group's tie-break order, the ranking's places. */
  children: ReactNode;
  rows: readonly Pick<GroupRead['rows'][number], 'team' | 'position' | 'byLots' | 'decidedBy'>[];
  complete: boolean;
  /** Said to the admin while teams are level and the table is not complete. */
  incomplete: string;
  isOwner: boolean;
  onDrawLots: (teams: LevelTeam[]) => void;
}

/**
 * A table of the competition as its organisers see it: its teams in order, those level on everything
 * marked, and the admin's drawing of lots once it is complete.
 */
function RankedCard({ id, title, children, rows, complete, incomplete, isOwner, onDrawLots }: RankedCardProps) {
  const runs = levelRuns(rows);
  const level = new Set(runs.flat().map((row) => row.team.id));
  return (
    <Card withBorder component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={id}>
          {title}
        </Title>
        {children}
        <Stack component="ol" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label={title}>
          {rows.map((row) => (
            <Group component="li" key={row.team.id} gap="xs" wrap="nowrap">
              <Text fw={700} w={24}>
                {row.position}
              </Text>
              <Text flex={1} miw={0} truncate>
                {row.team.name}
              </Text>
              {row.byLots && (
                <Badge variant="light" tt="none">
                  {text.byLots}
                </Badge>
              )}
              {level.has(row.team.id) && !row.byLots && (
                <Badge variant="light" tt="none">
                  {text.level}
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
        {isOwner &&
          runs.length > 0 &&
          (complete ? (
            runs.map((run) => (
              <Button
                key={run[0]?.team.id}
                variant="light"
                mih={44}
                style={{ alignSelf: 'flex-start' }}
                onClick={() => onDrawLots(run.map((row) => row.team))}
              >
                {text.recordLots(run[0]?.position ?? 0, run[run.length - 1]?.position ?? 0)}
              </Button>
            ))
          ) : (
            <Text c="dimmed" size="sm">
              {incomplete}
            </Text>
          ))}
      </Stack>
    </Card>
  );
}

interface BestPlacedCardProps {
  ranking: NonNullable<CompetitionRead['bestPlaced']>;
  isOwner: boolean;
  onDrawLots: (teams: LevelTeam[]) => void;
}

/** The best-placed ranking follows the tournament's order (head-to-head aside): only lots can be recorded here. */
function BestPlacedCard({ ranking, isOwner, onDrawLots }: BestPlacedCardProps) {
  return (
    <RankedCard
      id="competition-best-placed"
      title={formatMessages.bestPlaced.title(ranking.position)}
      rows={ranking.rows}
      complete={ranking.complete}
      incomplete={text.incompleteBestPlaced}
      isOwner={isOwner}
      onDrawLots={onDrawLots}
    >
      <Text size="sm">{formatMessages.bestPlaced.through(ranking.places)}</Text>
    </RankedCard>
  );
}

interface CompetitionTabProps {
  tournamentId: string;
  competition: CompetitionRead;
  isOwner: boolean;
}

/** The organisers' view of the competition's groups and best-placed ranking: each group's tie-break order, and drawings of lots. */
export function CompetitionTab({ tournamentId, competition, isOwner }: CompetitionTabProps) {
  const [drawing, setDrawing] = useState<{ group: string; title: string; teams: LevelTeam[] } | null>(null);
  return (
    <Stack gap="md">
      <Text>{text.intro}</Text>
      {competition.groups.map((group) => (
        <GroupCard
          key={group.name}
          tournamentId={tournamentId}
          group={group}
          isOwner={isOwner}
          onDrawLots={(teams) => setDrawing({ group: group.name, title: text.lotsTitle(group.name), teams })}
        />
      ))}
      {competition.bestPlaced && (
        <BestPlacedCard
          ranking={competition.bestPlaced}
          isOwner={isOwner}
          onDrawLots={(teams) => setDrawing({ group: BEST_PLACED_LOTS, title: text.lotsTitleBestPlaced, teams })}
        />
      )}
      {drawing && (
        <LotsDialog
          key={`${drawing.group} ${drawing.teams.map((team) => team.id).join(' ')}`}
          tournamentId={tournamentId}
          group={drawing.group}
          title={drawing.title}
          teams={drawing.teams}
          onClose={() => setDrawing(null)}
        />
      )}
    </Stack>
  );
}
