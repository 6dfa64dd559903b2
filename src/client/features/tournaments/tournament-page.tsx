import { Anchor, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { periodOf, type TournamentPeriod } from '../../../shared/domain/tournament-period';
import { browseMessages } from '../../../shared/messages';
import type { TournamentDetail } from '../../../shared/schemas/reads';
import { BracketView } from '../../components/bracket-view';
import { InjuryNews } from '../../components/injury-news';
import { PageTabs } from '../../components/page-tabs';
import { StandingsPanel } from '../../components/standings-panel';
import { TournamentHeader } from '../../components/tournament-header';
import { TournamentScreen } from '../../components/tournament-screen';
import { usePageAbove } from '../../lib/use-go-back';
import { FixtureList } from './fixture-list';
import { TeamList } from './team-list';

const text = browseMessages.tournament;

function MoreLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} fw={600} py={10} style={{ alignSelf: 'flex-start' }}>
      {label}
    </Anchor>
  );
}

/** What visitors come for: today's matches while it is played, the final table once it is over, who is in before. */
export const OPENING_TAB: Record<TournamentPeriod, 'fixtures' | 'leaderboard' | 'teams'> = {
  current: 'fixtures',
  past: 'leaderboard',
  future: 'teams',
};

export function TournamentTabs({ tournament }: { tournament: TournamentDetail }) {
  const { id } = tournament;
  const bracket = tournament.competition?.bracket;
  // Chosen as the page opens: a visitor watching a match's last minutes stays on the fixtures when it ends.
  const [opening] = useState(() => OPENING_TAB[periodOf(tournament)]);
  return (
    <PageTabs
      label={text.tabsLabel}
      defaultValue={opening}
      tabs={[
        {
          value: 'teams',
          label: text.tabs.teams,
          panel: (
            <Stack gap="sm">
              <TeamList teams={tournament.teams} />
              <MoreLink to={`/teamsParticipating/${id}`} label={text.allTeams} />
            </Stack>
          ),
        },
        {
          value: 'fixtures',
          label: text.tabs.fixtures,
          panel: (
            <Stack gap="sm">
              <FixtureList tournament={tournament} />
              <MoreLink to={`/tournaments/match-fixtures/${id}`} label={text.allFixtures} />
            </Stack>
          ),
        },
        { value: 'leaderboard', label: text.tabs.leaderboard, panel: <StandingsPanel tournament={tournament} /> },
        ...(bracket
          ? [
              {
                value: 'bracket',
                label: text.tabs.bracket,
                panel: <BracketView bracket={bracket} fixtures={tournament.fixtures} />,
              },
            ]
          : []),
        { value: 'injuries', label: text.tabs.injuries, panel: <InjuryNews /> },
      ]}
    />
  );
}

/** The public tournament page (past, live and future alike): header and its read-only tabs, the bracket's with a knockout. */
export default function TournamentPage() {
  const { tournamentId } = useParams();
  usePageAbove('/tournaments');
  return (
    <TournamentScreen id={tournamentId} tabbed>
      {(tournament) => (
        <>
          <TournamentHeader tournament={tournament} />
          <TournamentTabs tournament={tournament} />
        </>
      )}
    </TournamentScreen>
  );
}
