import { Button, Group, Modal, Stack, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT_PX } from '../../../shared/constants';
import { organiserMessages, profileMessages } from '../../../shared/messages';
import { CardGrid, CardGridSkeleton } from '../../components/card-grid';
import { EmptyState } from '../../components/empty-state';
import { ReadState } from '../../components/read-state';
import { TeamCard } from '../../components/team-card';
import { CreateTeamForm } from '../organiser/create-team/create-team-form';
import { useMyTeams } from './api';

const text = profileMessages;
const EDIT_STATE = { enableEdit: true };

/** 'My Teams': the teams the player manages or plays in (6 skeletons while loading) and the 'Add Team' dialog. */
export function MyTeams({ userId }: { userId: string }) {
  const read = useMyTeams(userId);
  const [adding, dialog] = useDisclosure(false);
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`) ?? false;
  return (
    <Stack component="section" gap="md" aria-labelledby="my-teams-heading">
      <Group justify="space-between" align="center">
        <Title order={2} id="my-teams-heading">
          {text.myTeams}
        </Title>
        <Button mih={44} variant="light" onClick={dialog.open}>
          {text.addTeam}
        </Button>
      </Group>
      <Modal opened={adding} onClose={dialog.close} title={text.addTeam} fullScreen={mobile} size="lg">
        <CreateTeamForm
          failedText={organiserMessages.createTeam.failed}
          onCreated={() => {
            dialog.close();
            read.refresh();
          }}
        />
      </Modal>
      <ReadState read={read} skeleton={<CardGridSkeleton />}>
        {(teams) =>
          teams.length === 0 ? (
            <EmptyState text={text.noTeams} />
          ) : (
            <CardGrid>
              {teams.map((team) => (
                <TeamCard key={team.id} team={team} state={EDIT_STATE} />
              ))}
            </CardGrid>
          )
        }
      </ReadState>
    </Stack>
  );
}
