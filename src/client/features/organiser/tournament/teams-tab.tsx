import { Button, Modal, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { organiserMessages } from '../../../../shared/messages';
import type { TournamentDetail } from '../../../../shared/schemas/reads';
import { CardGrid } from '../../../components/card-grid';
import { EmptyState } from '../../../components/empty-state';
import { TeamCard } from '../../../components/team-card';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { AddTeamPanel } from '../add-team/add-team-panel';
import { useInvitedTeams } from '../api';
import { MatchTeamPicker } from '../match-picker/match-team-picker';
import { InvitedTeams } from './invited-teams';

const text = organiserMessages.tournament;
const EDIT_STATE = { enableEdit: true };

interface TeamsTabProps {
  tournament: TournamentDetail;
  /** The admin adds teams and cancels invitations. */
  canEdit: boolean;
  /** Its admin and co-organisers see the teams invited and not answered yet. */
  isOrganiser: boolean;
}

/**
 * Participating Teams: 'Add Team' ('Add First Team' when empty) opens the add-team panel, with the
 * match-team picker once two teams take part; invited teams wait below.
 */
export function TeamsTab({ tournament, canEdit, isOrganiser }: TeamsTabProps) {
  const [opened, dialog] = useDisclosure(false);
  const mobile = useIsMobile();
  const invited = useInvitedTeams(tournament.id, isOrganiser);
  const empty = tournament.teams.length === 0;
  const addButton = canEdit && (
    <Button mih={44} onClick={dialog.open} style={{ alignSelf: 'flex-start' }}>
      {empty ? text.addFirstTeam : text.addTeam}
    </Button>
  );
  const close = () => {
    dialog.close();
    void invited.reload();
  };

  return (
    <Stack gap="md">
      {empty ? (
        <EmptyState text={text.noTeams}>{addButton}</EmptyState>
      ) : (
        <>
          {addButton}
          <CardGrid>
            {tournament.teams.map((team) => (
              <TeamCard key={team.id} team={team} state={EDIT_STATE} />
            ))}
          </CardGrid>
        </>
      )}
      <InvitedTeams
        tournamentId={tournament.id}
        teams={invited.data ?? []}
        canCancel={canEdit}
        onChanged={invited.reload}
      />
      <Modal opened={opened} onClose={close} title={text.addTeamsTitle} fullScreen={mobile} size="lg">
        <Stack gap="md">
          <AddTeamPanel tournamentId={tournament.id} />
          {tournament.teams.length >= 2 && <MatchTeamPicker tournamentId={tournament.id} teams={tournament.teams} />}
          <Button variant="default" mih={44} onClick={close}>
            {text.close}
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
}
