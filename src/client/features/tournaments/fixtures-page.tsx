import { Button } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { browseMessages } from '../../../shared/messages';
import { TournamentHeader } from '../../components/tournament-header';
import { TournamentScreen } from '../../components/tournament-screen';
import { FixtureList } from './fixture-list';

const text = browseMessages.fixtures;

/** /tournaments/match-fixtures/{tournamentId}: every fixture and the way to the leaderboards. */
export default function FixturesPage() {
  const { tournamentId } = useParams();
  return (
    <TournamentScreen id={tournamentId}>
      {(tournament) => (
        <>
          <TournamentHeader tournament={tournament} heading={text.title}>
            <Button
              component={Link}
              to={`/leaderboards/${tournament.id}`}
              variant="light"
              mih={44}
              style={{ alignSelf: 'flex-start' }}
            >
              {text.leaderboards}
            </Button>
          </TournamentHeader>
          <FixtureList tournament={tournament} withOrganiserActions />
        </>
      )}
    </TournamentScreen>
  );
}
