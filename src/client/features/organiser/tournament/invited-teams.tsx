import { Badge, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { consentMessages } from '../../../../shared/messages';
import type { TeamRefRead } from '../../../../shared/schemas/reads';
import { toast } from '../../../app/toasts';
import { TeamBadge } from '../../../components/team-badge';
import { TeamName } from '../../../components/team-name';
import { userMessage } from '../../../lib/api';
import { cancelInvitation } from '../api';

const text = consentMessages.ui;

interface InvitedTeamsProps {
  tournamentId: string;
  teams: TeamRefRead[];
  /** The admin may take an invitation back; co-organisers only see them. */
  canCancel: boolean;
  onChanged: () => unknown;
}

function InvitedTeamRow({ team, onCancel }: { team: TeamRefRead; onCancel?: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    setBusy(true);
    try {
      await onCancel?.();
    } finally {
      setBusy(false);
    }
  };
  return (
    // On a narrow phone the button goes under the team rather than squeezing its name and badge.
    <Group component="li" wrap="wrap" justify="space-between" gap="xs" mih={56}>
      <Group wrap="nowrap" gap="sm" miw={0} style={{ flex: '1 1 14rem' }}>
        <TeamBadge logo={team.logo} name={team.name} size={40} />
        <TeamName name={team.name} fw={600} />
        <Badge color="yellow" variant="light" tt="none" style={{ flexShrink: 0 }}>
          {text.invited}
        </Badge>
      </Group>
      {onCancel && (
        <Button variant="subtle" color="red" mih={44} loading={busy} onClick={() => void cancel()}>
          {text.cancelInvitation}
          <VisuallyHidden> {team.name}</VisuallyHidden>
        </Button>
      )}
    </Group>
  );
}

/** Teams invited to the tournament, waiting for their manager's answer (docs/rules.md#teams-in-a-tournament). */
export function InvitedTeams({ tournamentId, teams, canCancel, onChanged }: InvitedTeamsProps) {
  if (teams.length === 0) return null;
  const cancelOf = (team: TeamRefRead) => async () => {
    try {
      const envelope = await cancelInvitation(tournamentId, team.id);
      toast.success(envelope.message ?? consentMessages.server.invitationCancelled(team.name));
      await onChanged();
    } catch (error) {
      toast.error(userMessage(error, text.cancelFailed));
    }
  };
  return (
    <Stack component="section" gap="xs" aria-labelledby="invited-teams-heading">
      <Title order={2} size="h4" id="invited-teams-heading">
        {text.invitedTitle}
      </Title>
      <Text size="sm" c="dimmed">
        {text.invitedIntro}
      </Text>
      <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label={text.invitedTitle}>
        {teams.map((team) => (
          <InvitedTeamRow key={team.id} team={team} onCancel={canCancel ? cancelOf(team) : undefined} />
        ))}
      </Stack>
    </Stack>
  );
}
