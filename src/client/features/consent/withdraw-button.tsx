import { Button } from '@mantine/core';
import { consentMessages } from '../../../shared/messages';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { withdrawTeam } from './api';
import { useConfirmedCall } from './use-confirmed-call';

const text = consentMessages.ui;

interface WithdrawButtonProps {
  team: { id: string; name: string };
  tournament: { id: string; name: string };
}

/** The manager's 'Withdraw from tournament', after a confirmation; the server refuses once the team has played. */
export function WithdrawButton({ team, tournament }: WithdrawButtonProps) {
  const withdraw = useConfirmedCall(() => withdrawTeam(team.id, tournament.id), {
    done: consentMessages.server.withdrawn(team.name, tournament.name),
    failed: text.withdrawFailed,
  });
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        mih={44}
        onClick={withdraw.ask}
        style={{ alignSelf: 'flex-start' }}
        aria-label={`${text.withdraw}: ${tournament.name}`}
      >
        {text.withdraw}
      </Button>
      <ConfirmDialog
        opened={withdraw.open}
        message={text.confirmWithdraw(team.name, tournament.name)}
        confirmLabel={text.withdraw}
        busy={withdraw.busy}
        onConfirm={withdraw.confirm}
        onCancel={withdraw.cancel}
      />
    </>
  );
}
