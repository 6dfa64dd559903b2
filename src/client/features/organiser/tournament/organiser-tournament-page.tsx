import { Badge } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { browseMessages, organiserMessages } from '../../../../shared/messages';
import type { TournamentDetail } from '../../../../shared/schemas/reads';
import { InjuryNews } from '../../../components/injury-news';
import { organises } from '../../../components/organisers';
import { PageTabs } from '../../../components/page-tabs';
import { StandingsPanel } from '../../../components/standings-panel';
import { TournamentHeader } from '../../../components/tournament-header';
import { TournamentScreen } from '../../../components/tournament-screen';
import { useSession } from '../../../lib/session';
import { CompetitionTab } from '../competition/competition-tab';
import { CoOrganisersTab } from './co-organisers-tab';
import { FixturesTab } from './fixtures-tab';
import { TeamsTab } from './teams-tab';

const text = browseMessages.tournament;

function OrganiserTabs({ tournament, userId }: { tournament: TournamentDetail; userId: string | null }) {
  // Its admin adds teams; its admin and co-organisers build fixtures (the server checks both again).
  const isOwner = userId !== null && tournament.adminId === userId;
  const isAdmin = organises(tournament, userId);
  const badge = isAdmin && (
    <Badge variant="light" tt="none" style={{ alignSelf: 'flex-start' }}>
      {organiserMessages.tournament.organiserBadge}
    </Badge>
  );
  return (
    <>
      <TournamentHeader tournament={tournament} timeZone={tournament.timeZone} badge={badge} />
      <PageTabs
        label={text.tabsLabel}
        tabs={[
          {
            value: 'teams',
            label: text.tabs.teams,
            panel: <TeamsTab tournament={tournament} canEdit={isOwner} isOrganiser={isAdmin} />,
          },
          {
            value: 'fixtures',
            label: text.tabs.fixtures,
            panel: <FixturesTab tournament={tournament} isAdmin={isAdmin} />,
          },
          { value: 'leaderboard', label: text.tabs.leaderboard, panel: <StandingsPanel tournament={tournament} /> },
          { value: 'injuries', label: text.tabs.injuries, panel: <InjuryNews /> },
          ...(isAdmin && tournament.competition?.groups.length
            ? [
                {
                  value: 'competition',
                  label: organiserMessages.competition.tab,
                  panel: (
                    <CompetitionTab
                      tournamentId={tournament.id}
                      competition={tournament.competition}
                      isOwner={isOwner}
                    />
                  ),
                },
              ]
            : []),
          ...(isAdmin && userId
            ? [
                {
                  value: 'organisers',
                  label: organiserMessages.coOrganisers.tab,
                  panel: <CoOrganisersTab tournamentId={tournament.id} userId={userId} isOwner={isOwner} />,
                },
              ]
            : []),
        ]}
      />
    </>
  );
}

/** /mytournaments/{id}: the organiser's view of one tournament, with the four tabs of the public page. */
export default function OrganiserTournamentPage() {
  const { id } = useParams();
  const userId = useSession((session) => session.token?.user.id ?? null);
  return (
    <TournamentScreen id={id} tabbed>
      {(tournament) => <OrganiserTabs tournament={tournament} userId={userId} />}
    </TournamentScreen>
  );
}
