import { consentMessages } from '../../../shared/messages';
import { withdrawTeam } from './api';
import { ConfirmedButton } from './confirmed-button';

const text = consentMessages.ui;

interface WithdrawButtonProps {
  team: { id: string; name: string };
  tournament: { id: string; name: string };
}

/** The manager's 'Withdraw from tournament', after a confirmation; the server refuses once the team has played. */
export function WithdrawButton({ team, tournament }: WithdrawButtonProps) {
  return (
    <ConfirmedButton
      label={text.withdraw}
      ariaLabel={`${text.withdraw}: ${tournament.name}`}
      question={text.confirmWithdraw(team.name, tournament.name)}
      call={() => withdrawTeam(team.id, tournament.id)}
      done={consentMessages.server.withdrawn(team.name, tournament.name)}
      failed={text.withdrawFailed}
    />
  );
}
