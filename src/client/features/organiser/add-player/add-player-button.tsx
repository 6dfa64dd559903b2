import { Button, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { organiserMessages } from '../../../../shared/messages';
import { Placeholder } from '../../../components/placeholder';
import { useTeam } from '../../../components/reads';
import { useSession } from '../../../lib/session';
import { useIsMobile } from '../../../lib/use-is-mobile';

const text = organiserMessages.addPlayers;
const AddPlayersList = lazy(() => import('./add-players-list').then((m) => ({ default: m.AddPlayersList })));

function TeamPlayersPicker({ teamId }: { teamId: string }) {
  const team = useTeam(teamId).data;
  return (
    <Stack gap="md">
      <Text c="dimmed">{team ? text.intro(team.name) : text.introNoName}</Text>
      <Suspense fallback={<Placeholder h={44} radius="md" />}>
        <AddPlayersList teamId={teamId} excludeIds={team?.members.map((member) => member.id)} />
      </Suspense>
    </Stack>
  );
}

/**
 * The team page's 'Add Player' (docs/rules.md#who-does-what): shown only to the team's manager; opens the
 * searchable list of signed-up players in a dialog. The team page refreshes as players join.
 */
export function AddPlayerButton({ teamId, managerId }: { teamId: string; managerId: string }) {
  const userId = useSession((session) => session.token?.user.id ?? null);
  const [opened, dialog] = useDisclosure(false);
  const mobile = useIsMobile();
  if (!userId || userId !== managerId) return null;
  return (
    <>
      <Button mih={44} onClick={dialog.open} style={{ alignSelf: 'flex-start' }}>
        {text.addPlayer}
      </Button>
      <Modal opened={opened} onClose={dialog.close} title={text.title} fullScreen={mobile} size="lg">
        <Stack gap="md">
          <TeamPlayersPicker teamId={teamId} />
          <Button variant="default" mih={44} onClick={dialog.close}>
            {text.close}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
