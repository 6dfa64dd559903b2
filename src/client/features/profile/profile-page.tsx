import { Container, SimpleGrid, Stack, Title } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { messages, profileMessages } from '../../../shared/messages';
import { toast } from '../../app/toasts';
import { EmptyState } from '../../components/empty-state';
import { Placeholder } from '../../components/placeholder';
import { ProblemAlert } from '../../components/problem-alert';
import { useSession } from '../../lib/session';
import { TeamInvitations } from '../consent';
import { useProfile } from './api';
import { EditProfileDialog } from './edit-profile-dialog';
import { MyTeams } from './my-teams';
import { PlayerCard, PlayerCardSkeleton } from './player-card';
import { PlayerStats } from './player-stats';

const text = profileMessages;

function ProfileSkeleton() {
  return (
    <Stack gap="md" aria-busy="true">
      <PlayerCardSkeleton />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <Placeholder key={i} h={84} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** /profile (not guarded): the player card, statistics, Edit Profile and My Teams; 'No data available' when logged out. */
export default function ProfilePage() {
  const userId = useSession((session) => session.token?.user.id ?? null);
  const profile = useProfile(userId);
  const [editing, setEditing] = useState(false);
  const failed = profile.status === 'error';

  useEffect(() => {
    if (failed) toast.error(messages.profile.loadFailedToast);
  }, [failed]);

  let body: ReactNode;
  if (!userId || (profile.status === 'ok' && !profile.data)) {
    body = <EmptyState text={messages.profile.noData} action={{ label: text.login, to: '/login' }} />;
  } else if (failed) {
    body = (
      <ProblemAlert message={messages.profile.loadFailedInline} retryLabel={text.retry} onRetry={profile.reload} />
    );
  } else if (!profile.data) {
    body = <ProfileSkeleton />;
  } else {
    const data = profile.data;
    body = (
      <>
        <PlayerCard profile={data} onEdit={() => setEditing(true)} />
        <PlayerStats stats={data.playerStats[0]} />
        {editing && (
          <EditProfileDialog
            profile={data}
            opened
            onClose={() => setEditing(false)}
            onSaved={() => void profile.reload()}
          />
        )}
      </>
    );
  }

  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <Title order={1}>{text.title}</Title>
        {body}
        {userId && <TeamInvitations />}
        {userId && <MyTeams userId={userId} />}
      </Stack>
    </Container>
  );
}
