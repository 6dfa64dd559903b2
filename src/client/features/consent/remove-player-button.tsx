import { Button } from '@mantine/core';
import { consentMessages } from '../../../shared/messages';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { removePlayer } from './api';
import { useConfirmedCall } from './use-confirmed-call';

const text = consentMessages.ui;

interface RemovePlayerButtonProps {
  team: { id: string; name: string };
  player: { id: string; name: string };
}

/** The manager's 'Remove' on a player's row, after a confirmation: the player's past matches and statistics stay. */
export function RemovePlayerButton({ team, player }: RemovePlayerButtonProps) {
  const remove = useConfirmedCall(() => removePlayer(team.id, player.id), {
    done: consentMessages.server.playerRemoved(player.name, team.name),
    failed: text.removeFailed,
  });
  return (
    <>
      {/* Named by aria-label, not hidden text: the player's name is already the row's text. */}
      <Button
        variant="subtle"
        color="red"
        mih={44}
        onClick={remove.ask}
        aria-label={`${text.removePlayer} ${player.name}`}
      >
        {text.removePlayer}
      </Button>
      <ConfirmDialog
        opened={remove.open}
        message={text.confirmRemove(player.name, team.name)}
        confirmLabel={text.removePlayer}
        busy={remove.busy}
        onConfirm={remove.confirm}
        onCancel={remove.cancel}
      />
    </>
  );
}
