import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { organiserMessages } from '../../../../shared/messages';
import { toast } from '../../../app/toasts';
import { ReorderList } from '../../../components/reorder-list';
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
  /** The group's name, or BEST_PLACED_LOTS for the ranking of the best-placed. */
  group: string;
  title: string;
  /** The teams level on everything, in the table's (name) order. */
  teams: LevelTeam[];
  onClose: () => void;
}

/**
 * The admin puts a group's level teams in the order drawn, with a thumb-sized move up/down beside
 * each. Shown only while a drawing is open (keyed by it), so it starts from the teams it is given.
 */
export function LotsDialog({ tournamentId, group, title, teams, onClose }: LotsDialogProps) {
  const mobile = useIsMobile();
  const [order, setOrder] = useState(teams);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

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
    <Modal opened onClose={onClose} title={title} fullScreen={mobile}>
      <Stack gap="md">
        <Text>{text.lotsIntro}</Text>
        <ReorderList label={text.lotsOrderLabel} items={order} onChange={setOrder} />
        {problem && (
          <Text c="red.8" role="alert">
            {problem}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" mih={44} onClick={onClose} disabled={saving}>
            {organiserMessages.confirm.cancel}
          </Button>
          <Button mih={44} onClick={() => void save()} loading={saving}>
            {text.saveLots}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
