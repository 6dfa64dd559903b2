import { Badge } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { browseMessages } from '../../../shared/messages';
import { TournamentHeader } from '../../components/tournament-header';
import { TournamentScreen } from '../../components/tournament-screen';
import { TeamList } from './team-list';

const text = browseMessages.teamsParticipating;

/** /teamsParticipating/{id}: the tournament's teams with their real count. */
export default function TeamsParticipatingPage() {
  const { id } = useParams();
  return (
    <TournamentScreen id={id}>
      {(tournament) => (
        <>
          <TournamentHeader tournament={tournament} heading={text.title}>
            <Badge size="lg" variant="light" tt="none" style={{ alignSelf: 'flex-start' }}>
              {text.count(tournament.teams.length)}
            </Badge>
          </TournamentHeader>
          <TeamList teams={tournament.teams} />
        </>
      )}
    </TournamentScreen>
  );
}
