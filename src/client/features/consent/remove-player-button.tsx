import { consentMessages } from '../../../shared/messages';
import { removePlayer } from './api';
import { ConfirmedButton } from './confirmed-button';

const text = consentMessages.ui;

interface RemovePlayerButtonProps {
  team: { id: string; name: string };
  player: { id: string; name: string };
}

/** The manager's 'Remove' on a player's row, after a confirmation: the player's past matches and statistics stay. */
export function RemovePlayerButton({ team, player }: RemovePlayerButtonProps) {
  return (
    <ConfirmedButton
      label={text.removePlayer}
      // Named by aria-label, not hidden text: the player's name is already the row's text.
      ariaLabel={`${text.removePlayer} ${player.name}`}
      question={text.confirmRemove(player.name, team.name)}
      call={() => removePlayer(team.id, player.id)}
      done={consentMessages.server.playerRemoved(player.name, team.name)}
      failed={text.removeFailed}
    />
  );
}
