import { Container } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { browseMessages } from '../../../../shared/messages';
import type { TournamentDetail } from '../../../../shared/schemas/reads';
import { CardGridSkeleton } from '../../../components/card-grid';
import { InjuryNews } from '../../../components/injury-news';
import { PageTabs } from '../../../components/page-tabs';
import { ReadState } from '../../../components/read-state';
import { useTournament } from '../../../components/reads';
import { useSession } from '../../../lib/session';
import { FixturesTab } from './fixtures-tab';
import { LeaderboardTab } from './leaderboard-tab';
import { OrganiserHeader, OrganiserHeaderSkeleton } from './organiser-header';
import { TeamsTab } from './teams-tab';

const text = browseMessages.tournament;

function OrganiserTabs({ tournament, userId }: { tournament: TournamentDetail; userId: string | null }) {
  const canEdit = userId !== null;
  const isAdmin = tournament.isAdmin || (canEdit && tournament.adminId === userId);
  return (
    <>
      <OrganiserHeader tournament={tournament} isAdmin={isAdmin} />
      <PageTabs
        label={text.tabsLabel}
        tabs={[
          { value: 'teams', label: text.tabs.teams, panel: <TeamsTab tournament={tournament} canEdit={canEdit} /> },
          {
            value: 'fixtures',
            label: text.tabs.fixtures,
            panel: <FixturesTab tournament={tournament} canEdit={canEdit} isAdmin={isAdmin} />,
          },
          { value: 'leaderboard', label: text.tabs.leaderboard, panel: <LeaderboardTab tournament={tournament} /> },
          { value: 'injuries', label: text.tabs.injuries, panel: <InjuryNews /> },
        ]}
      />
    </>
  );
}

/** /mytournaments/{id}: the organiser's view of one tournament, with the four tabs of the public page. */
export default function OrganiserTournamentPage() {
  const { id } = useParams();
  const read = useTournament(id);
  const userId = useSession((session) => session.token?.user.id ?? null);
  return (
    <Container size="lg" px={0}>
      <ReadState
        read={read}
        skeleton={
          <>
            <OrganiserHeaderSkeleton />
            <CardGridSkeleton />
          </>
        }
      >
        {(tournament) => <OrganiserTabs tournament={tournament} userId={userId} />}
      </ReadState>
    </Container>
  );
}
