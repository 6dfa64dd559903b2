import { Button } from '@mantine/core';
import { consentMessages } from '../../../shared/messages';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { leaveTeam } from './api';
import { useConfirmedCall } from './use-confirmed-call';

const text = consentMessages.ui;

/** 'Leave team' for one of its players, after a confirmation: their past matches and statistics stay. */
export function LeaveTeamButton({ team }: { team: { id: string; name: string } }) {
  const leave = useConfirmedCall(() => leaveTeam(team.id), {
    done: consentMessages.server.leftTeam(team.name),
    failed: text.leaveFailed,
  });
  return (
    <>
      <Button variant="light" color="red" mih={44} onClick={leave.ask} style={{ alignSelf: 'flex-start' }}>
        {text.leaveTeam}
      </Button>
      <ConfirmDialog
        opened={leave.open}
        message={text.confirmLeave(team.name)}
        confirmLabel={text.leaveTeam}
        busy={leave.busy}
        onConfirm={leave.confirm}
        onCancel={leave.cancel}
      />
    </>
  );
}
