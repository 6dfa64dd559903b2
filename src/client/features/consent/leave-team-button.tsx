import { consentMessages } from '../../../shared/messages';
import { leaveTeam } from './api';
import { ConfirmedButton } from './confirmed-button';

const text = consentMessages.ui;

/** 'Leave team' for one of its players, after a confirmation: their past matches and statistics stay. */
export function LeaveTeamButton({ team }: { team: { id: string; name: string } }) {
  return (
    <ConfirmedButton
      variant="light"
      label={text.leaveTeam}
      question={text.confirmLeave(team.name)}
      call={() => leaveTeam(team.id)}
      done={consentMessages.server.leftTeam(team.name)}
      failed={text.leaveFailed}
    />
  );
}
