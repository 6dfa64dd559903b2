import { ActionIcon, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { organiserMessages } from '../../../../shared/messages';
import { toast } from '../../../app/toasts';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { recordLots, refreshTournament } from '../api';
import { competitionFailure } from './competition-failure';

const text = organiserMessages.competition;

export interface LevelTeam {
  id: string;
  name: string;
}

interface LotsDialogProps {
  tournamentId: string;
  group: string;
  /** The teams level on everything, in the table's (name) order; null while the dialog is closed. */
  teams: LevelTeam[] | null;
  onClose: () => void;
}

/** The admin puts a group's level teams in the order drawn, with a thumb-sized move up/down beside each. */
export function LotsDialog({ tournamentId, group, teams, onClose }: LotsDialogProps) {
  const mobile = useIsMobile();
  const [order, setOrder] = useState<LevelTeam[]>([]);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (teams) setOrder(teams);
    setProblem(null);
  }, [teams]);

  const move = (index: number, by: -1 | 1) =>
    setOrder((old) => {
      const next = [...old];
      [next[index], next[index + by]] = [next[index + by] as LevelTeam, next[index] as LevelTeam];
      return next;
    });

  const save = async () => {
    setSaving(true);
    try {
      const envelope = await recordLots(tournamentId, { group, teamIds: order.map((team) => team.id) });
      toast.success(envelope.message ?? text.lotsSaved);
      await refreshTournament(tournamentId);
      onClose();
    } catch (error) {
      setProblem(competitionFailure(error, text.lotsFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={teams !== null} onClose={onClose} title={text.lotsTitle(group)} fullScreen={mobile}>
      <Stack gap="md">
        <Text>{text.lotsIntro}</Text>
        <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={text.lotsOrderLabel}>
          {order.map((team, index) => (
            <Group component="li" key={team.id} gap="sm" wrap="nowrap">
              <Text fw={700} w={24}>
                {index + 1}
              </Text>
              <Text flex={1} miw={0} truncate>
                {team.name}
              </Text>
              <ActionIcon
                size={44}
                variant="default"
                aria-label={organiserMessages.reorder.moveUp(team.name)}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                ↑
              </ActionIcon>
              <ActionIcon
                size={44}
                variant="default"
                aria-label={organiserMessages.reorder.moveDown(team.name)}
                disabled={index === order.length - 1}
                onClick={() => move(index, 1)}
              >
                ↓
              </ActionIcon>
            </Group>
          ))}
        </Stack>
        {problem && (
          <Text c="red.8" role="alert">
            {problem}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" mih={44} onClick={onClose} disabled={saving}>
            {text.cancel}
          </Button>
          <Button mih={44} onClick={() => void save()} loading={saving}>
            {text.saveLots}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
