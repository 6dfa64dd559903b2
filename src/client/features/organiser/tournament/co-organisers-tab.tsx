import { Divider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { organiserMessages } from '../../../../shared/messages';
import type { CoOrganiser } from '../../../../shared/schemas/co-organisers';
import { toast } from '../../../app/toasts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Placeholder } from '../../../components/placeholder';
import { ProblemAlert } from '../../../components/problem-alert';
import { refreshTournament, removeCoOrganiser, useCoOrganisers } from '../api';
import { AddCoOrganiserForm } from './add-co-organiser-form';
import { coOrganiserFailure } from './co-organiser-failure';
import { CoOrganiserRow } from './co-organiser-row';

const text = organiserMessages.coOrganisers;

interface CoOrganisersTabProps {
  tournamentId: string;
  userId: string;
  /** The tournament's admin: adds and removes. A co-organiser only reads, and may leave. */
  isOwner: boolean;
}

/** Who organises the tournament besides its admin; the admin adds them by phone number. */
export function CoOrganisersTab({ tournamentId, userId, isOwner }: CoOrganisersTabProps) {
  const navigate = useNavigate();
  const people = useCoOrganisers(tournamentId);
  // Kept while the dialog closes, so its question does not go blank as it fades.
  const [asked, setAsked] = useState<{ person: CoOrganiser; open: boolean } | null>(null);
  const [removing, setRemoving] = useState(false);
  const pending = asked?.open ? asked.person : null;
  const leaving = asked?.person.id === userId;
  const close = () => setAsked((old) => old && { ...old, open: false });

  const confirmRemove = async () => {
    if (!pending) return;
    setRemoving(true);
    try {
      const envelope = await removeCoOrganiser(tournamentId, pending.id);
      toast.success(envelope.message ?? (leaving ? text.left : text.removed));
      if (leaving) {
        await refreshTournament(tournamentId);
        navigate('/mytournaments');
        return;
      }
      await people.reload();
    } catch (error) {
      toast.error(coOrganiserFailure(error, text.removeFailed));
    } finally {
      setRemoving(false);
      close();
    }
  };

  const actionFor = (person: CoOrganiser) => {
    const onPress = () => setAsked({ person, open: true });
    if (person.id === userId) return { label: text.leave, onPress };
    return isOwner ? { label: text.remove, onPress } : undefined;
  };

  return (
    <Stack gap="md">
      <Text>{isOwner ? text.introAdmin : text.introCoOrganiser}</Text>
      {people.status === 'error' ? (
        <ProblemAlert
          message={coOrganiserFailure(people.error, text.loadFailed)}
          retryLabel={text.retry}
          onRetry={people.reload}
        />
      ) : people.status !== 'ok' ? (
        <Placeholder h={56} radius="md" aria-hidden="true" />
      ) : people.data?.length ? (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label={text.tab}>
          {people.data.map((person) => (
            <CoOrganiserRow key={person.id} person={person} isYou={person.id === userId} action={actionFor(person)} />
          ))}
        </Stack>
      ) : (
        <Text c="dimmed">{text.empty}</Text>
      )}
      {isOwner && (
        <>
          <Divider />
          <AddCoOrganiserForm tournamentId={tournamentId} onAdded={people.reload} />
        </>
      )}
      <ConfirmDialog
        opened={pending !== null}
        message={leaving ? text.confirmLeave : text.confirmRemove(asked?.person.name ?? '')}
        confirmLabel={leaving ? text.leave : text.remove}
        busy={removing}
        onConfirm={() => void confirmRemove()}
        onCancel={close}
      />
    </Stack>
  );
}
