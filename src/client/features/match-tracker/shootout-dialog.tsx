import { Button, Group, Modal, Select, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { formatMessages } from '../../../shared/domain/formats';
import {
  canEndShootout,
  isShootoutComplete,
  kickers,
  nextKicker,
  SHOOTOUT_ROUNDS,
  shootoutTally,
  type TrackerState,
  teamToKick,
} from '../../../shared/domain/match-tracker';
import { trackerTexts as t } from '../../../shared/messages';
import { INLINE_MODAL } from './inline-modal';
import type { Recorder } from './tracker-actions';

interface ShootoutDialogProps {
  state: TrackerState;
  names: { home: string; away: string };
  recorder: Recorder;
  /** A knockout match's shootout ends only with one side ahead. */
  knockout: boolean;
}

const mark = (kick: { scored: boolean } | undefined) => (kick ? (kick.scored ? '✓' : '✗') : '–');

/** The kicks so far, round by round (5 rounds, then sudden death rounds as they come). */
function Rounds({ state, names }: Pick<ShootoutDialogProps, 'state' | 'names'>) {
  const kicks = state.shootout?.kicks ?? [];
  if (kicks.length === 0) return <Text c="dimmed">{t.noPenalties}</Text>;
  const home = kicks.filter((k) => k.teamId === state.home.teamId);
  const away = kicks.filter((k) => k.teamId === state.away.teamId);
  const rounds = Array.from({ length: Math.max(SHOOTOUT_ROUNDS, home.length, away.length) }, (_, i) => i + 1);
  return (
    <Table withTableBorder ta="center" data-testid="shootout-rounds">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <VisuallyHidden>{t.teamsLabel}</VisuallyHidden>
          </Table.Th>
          {rounds.map((round) => (
            <Table.Th key={round} ta="center" aria-label={t.round(round)}>
              {round}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {(
          [
            [names.home, home],
            [names.away, away],
          ] as const
        ).map(([name, list]) => (
          <Table.Tr key={name}>
            <Table.Th>{name}</Table.Th>
            {rounds.map((round) => {
              const kick = list[round - 1];
              return (
                <Table.Td key={round} aria-label={kick ? t.kickResult(kick.scored) : undefined}>
                  {mark(kick)}
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The shootout (docs/rules.md#the-match-tracker): home kicks then away; the suggested kicker cycles; End only once the shootout is decided. */
export function ShootoutDialog({ state, names, recorder, knockout }: ShootoutDialogProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const open = state.stage === 'Penalty Shootout';
  const team = teamToKick(state);
  const teamName = team.side === 'home' ? names.home : names.away;
  const options = kickers(team);
  const suggested = nextKicker(state, team.teamId)?.playerId ?? null;
  const kicker = chosen && options.some((p) => p.playerId === chosen) ? chosen : suggested;
  const complete = isShootoutComplete(state);
  const canEnd = canEndShootout(state, knockout);
  const tally = shootoutTally(state);
  const lastKick = state.shootout?.kicks.at(-1);
  // A kick names the side and kicker on screen: until the kicks change (this one shows, or another
  // phone's kick or undo arrives), a second tap would name them again.
  const lastKickId = lastKick?.id ?? null;
  const [tappedAfter, setTappedAfter] = useState<{ kickId: string | null } | null>(null);
  if (tappedAfter && tappedAfter.kickId !== lastKickId) setTappedAfter(null);
  const kickShowing = tappedAfter !== null && tappedAfter.kickId === lastKickId;
  const kick = async (scored: boolean) => {
    if (!kicker || kickShowing) return;
    setTappedAfter({ kickId: lastKickId });
    const saved = await recorder.tap({ kind: 'SHOOTOUT_KICK', teamId: team.teamId, playerId: kicker, scored });
    if (!saved) setTappedAfter(null);
    setChosen(null);
  };

  return (
    <Modal
      {...INLINE_MODAL}
      opened={open}
      onClose={() => {}}
      withCloseButton={false}
      title={t.shootoutTitle}
      centered
      size="lg"
    >
      <Stack gap="sm">
        <Text fw={800} fz="xl" ta="center" data-testid="shootout-tally">
          {names.home} {tally.homeScored} – {tally.awayScored} {names.away}
        </Text>
        <Rounds state={state} names={names} />
        {complete ? (
          <Text fw={600}>{canEnd ? t.shootoutDecided : formatMessages.problems.shootoutLevel}</Text>
        ) : (
          <>
            <Text fw={600} data-testid="shootout-turn">
              {t.toKick(teamName)}
            </Text>
            <Select
              size="lg"
              label={t.kicker}
              data={options.map((p) => ({ value: p.playerId, label: t.playerButton(p.name, p.jerseyNumber) }))}
              value={kicker}
              onChange={setChosen}
              allowDeselect={false}
            />
            <SimpleGrid cols={2} spacing="xs">
              <Button mih={48} color="pitch" disabled={!kicker || kickShowing} onClick={() => kick(true)}>
                {t.scored}
              </Button>
              <Button mih={48} color="red" disabled={!kicker || kickShowing} onClick={() => kick(false)}>
                {t.missed}
              </Button>
            </SimpleGrid>
          </>
        )}
        <Group justify="space-between">
          <Button
            mih={48}
            variant="default"
            disabled={!lastKick}
            onClick={() => lastKick && recorder.tap({ kind: 'UNDO', targetId: lastKick.id })}
          >
            {t.undoLastKick}
          </Button>
          <Button mih={48} miw={120} disabled={!canEnd} onClick={() => recorder.tap({ kind: 'SHOOTOUT_END' })}>
            {t.endShootout}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
