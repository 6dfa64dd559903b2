import { Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { browseMessages, consentMessages } from '../../../shared/messages';
import type { Invitation } from '../../../shared/schemas/consent';
import { toast } from '../../app/toasts';
import { formatDay } from '../../components/date-format';
import { EntityAvatar } from '../../components/entity-avatar';
import { userMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { answerInvitation, useMyInvitations } from './api';

const text = consentMessages.ui;

function InvitationCard({ invitation, onAnswered }: { invitation: Invitation; onAnswered: () => unknown }) {
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const { tournament, team } = invitation;
  const answer = async (accept: boolean) => {
    setBusy(accept ? 'accept' : 'decline');
    try {
      toast.success((await answerInvitation(invitation, accept)) ?? text.invitedTo(tournament.name));
      await onAnswered();
    } catch (error) {
      toast.error(userMessage(error, text.answerFailed));
    } finally {
      setBusy(null);
    }
  };
  const about = `${tournament.name} (${team.name})`;
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group wrap="nowrap" gap="sm">
          <EntityAvatar src={tournament.logo} name={tournament.name} size={44} />
          <Stack gap={0} miw={0}>
            <Title order={3} size="h5">
              {text.invitedTo(tournament.name)}
            </Title>
            <Text size="sm" c="dimmed">
              {browseMessages.tournaments.dates(formatDay(tournament.startDate), formatDay(tournament.endDate))}
            </Text>
          </Stack>
        </Group>
        <Text size="sm">{text.invitationText(team.name)}</Text>
        <Group gap="sm">
          <Button mih={44} loading={busy === 'accept'} disabled={busy !== null} onClick={() => void answer(true)}>
            {text.accept}
            <VisuallyHidden>: {about}</VisuallyHidden>
          </Button>
          <Button
            mih={44}
            variant="default"
            loading={busy === 'decline'}
            disabled={busy !== null}
            onClick={() => void answer(false)}
          >
            {text.decline}
            <VisuallyHidden>: {about}</VisuallyHidden>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Invitations of the user's teams to tournaments, each with Accept and Decline
 * (docs/rules.md#teams-in-a-tournament); only those of `teamId` when given. Nothing shows without any.
 */
export function TeamInvitations({ teamId }: { teamId?: string }) {
  const userId = useSession((session) => session.token?.user.id ?? null);
  const read = useMyInvitations(userId);
  const shown = (read.data ?? []).filter((invitation) => !teamId || invitation.team.id === teamId);
  if (shown.length === 0) return null;
  return (
    <Stack component="section" gap="sm" aria-labelledby="invitations-heading">
      <Title order={2} id="invitations-heading">
        {text.invitationsTitle}
      </Title>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {shown.map((invitation) => (
          <InvitationCard
            key={`${invitation.tournament.id}:${invitation.team.id}`}
            invitation={invitation}
            onAnswered={read.reload}
          />
        ))}
      </Stack>
    </Stack>
  );
}
