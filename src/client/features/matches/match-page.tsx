import { Container } from '@mantine/core';
import { memo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { browseMessages } from '../../../shared/messages';
import type { FixtureDetail } from '../../../shared/schemas/reads';
import { isLive, isUpcoming } from '../../components/fixture-status';
import { organises } from '../../components/organisers';
import { PageTabs } from '../../components/page-tabs';
import { TabRowPlaceholder } from '../../components/placeholder';
import { ReadState } from '../../components/read-state';
import { type MatchEventsData, useFixture, useMatchEvents } from '../../components/reads';
import { tournamentPath } from '../../components/tournament-path';
import { fixtureStream } from '../../lib/live-stream';
import { useSession } from '../../lib/session';
import type { CachedReadState } from '../../lib/use-cached-read';
import { usePageAbove } from '../../lib/use-go-back';
import { useLiveRefresh } from '../../lib/use-live-refresh';
import { EventsPanel } from './events-panel';
import { LineupSkeleton, LineupsPanel } from './lineups-panel';
import { MatchHeader, MatchHeaderSkeleton } from './match-header';

const text = browseMessages.match;

interface MatchBodyProps {
  match: FixtureDetail;
  events: CachedReadState<MatchEventsData>;
  isAdmin: boolean;
  /** Whether the page already says it shows the phone's copy. */
  pageNoted: boolean;
}

/** The match's header and tabs, drawn again only when one of the reads brought something new. */
const MatchBody = memo(function MatchBody({ match, events, isAdmin, pageNoted }: MatchBodyProps) {
  return (
    <>
      <MatchHeader fixture={match} events={events.data?.matchEvents} isAdmin={isAdmin} />
      <PageTabs
        label={text.tabsLabel}
        tabs={[
          {
            value: 'lineups',
            label: text.tabs.lineups,
            panel: <LineupsPanel fixture={match} events={events.data?.matchEvents} />,
          },
          {
            value: 'events',
            label: text.tabs.events,
            panel: <EventsPanel read={events} fixture={match} pageNoted={pageNoted} />,
          },
        ]}
      />
    </>
  );
});

/** /tournaments/team/players/{matchId}: header, Lineups and Match Events; updated live while the match is on. */
export default function MatchPage() {
  const { matchId } = useParams();
  const { state } = useLocation() as { state: { isAdmin?: boolean } | null };
  const userId = useSession((session) => session.token?.user.id ?? null);
  const fixture = useFixture(matchId);
  // The tournament page is one screen at each of its addresses.
  const tournamentId = fixture.data?.tournament.id;
  usePageAbove(tournamentId ? tournamentPath('current', tournamentId) : null);
  const events = useMatchEvents(matchId);
  const status = fixture.data?.status;
  // Spectators waiting for kick-off see it go live too, so the stream opens before the match starts.
  const live = !!matchId && !!status && (isLive(status) || isUpcoming(status));
  useLiveRefresh(live ? fixtureStream(matchId) : null, [fixture.refresh, events.refresh]);

  return (
    <Container size="lg" px={0}>
      <ReadState
        read={fixture}
        loadingText={text.loadingLineups}
        skeleton={
          <>
            <MatchHeaderSkeleton />
            <TabRowPlaceholder />
            <LineupSkeleton />
          </>
        }
      >
        {(match) => (
          <MatchBody
            match={match}
            events={events}
            isAdmin={organises(match.tournament, userId) || state?.isAdmin === true}
            pageNoted={fixture.status === 'saved'}
          />
        )}
      </ReadState>
    </Container>
  );
}
