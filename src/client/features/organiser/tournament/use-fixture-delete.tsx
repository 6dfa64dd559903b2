import { useState } from 'react';
import { messages, organiserMessages } from '../../../../shared/messages';
import type { FixtureSummary } from '../../../../shared/schemas/reads';
import { toast } from '../../../app/toasts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { wasPlayed } from '../../../components/fixture-status';
import { deleteFixture, refreshTournament } from '../api';

const text = organiserMessages.tournament;

/**
 * An organiser's Delete of a fixture, asked first, with a warning when the match was played;
 * `dialog` goes once on the screen, `ask` on each fixture's button.
 */
export function useFixtureDelete(tournamentId: string) {
  const [pending, setPending] = useState<FixtureSummary | null>(null);
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    if (!pending) return;
    setDeleting(true);
    try {
      await deleteFixture(pending.id);
      toast.success(text.fixtureDeleted);
      await refreshTournament(tournamentId);
    } catch (error) {
      console.error('Fixture delete failed', error);
      toast.error(text.fixtureDeleteFailed);
    } finally {
      setDeleting(false);
      setPending(null);
    }
  };

  const question = messages.fixtures.confirmDelete;
  const dialog = (
    <ConfirmDialog
      opened={pending !== null}
      message={pending && wasPlayed(pending.status) ? `${question} ${text.playedWarning}` : question}
      busy={deleting}
      onConfirm={() => void confirm()}
      onCancel={() => setPending(null)}
    />
  );
  return { ask: setPending, dialog };
}
