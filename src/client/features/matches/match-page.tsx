import { Container } from '@mantine/core';
import { useLocation, useParams } from 'react-router-dom';
import { browseMessages } from '../../../shared/messages';
import { isLive } from '../../components/fixture-status';
import { PageTabs } from '../../components/page-tabs';
import { ReadState } from '../../components/read-state';
import { useFixture, useMatchEvents } from '../../components/reads';
import { useSession } from '../../lib/session';
import { EventsPanel } from './events-panel';
import { LineupSkeleton, LineupsPanel } from './lineups-panel';
import { MatchHeader, MatchHeaderSkeleton } from './match-header';
import { useLiveRefresh } from './use-live-refresh';

const text = browseMessages.match;

/** /tournaments/team/players/{matchId}: header, Lineups and Match Events; refreshed every 15 s while live. */
export default function MatchPage() {
  const { matchId } = useParams();
  const { state } = useLocation() as { state: { isAdmin?: boolean } | null };
  const userId = useSession((session) => session.token?.user.id ?? null);
  const fixture = useFixture(matchId);
  const events = useMatchEvents(matchId);
  useLiveRefresh(!!fixture.data && isLive(fixture.data.status), [fixture.refresh, events.refresh]);

  return (
    <Container size="lg" px={0}>
      <ReadState
        read={fixture}
        loadingText={text.loadingLineups}
        skeleton={
          <>
            <MatchHeaderSkeleton />
            <LineupSkeleton />
          </>
        }
      >
        {(match) => (
          <>
            <MatchHeader
              fixture={match}
              isAdmin={(!!userId && match.tournament.adminId === userId) || state?.isAdmin === true}
            />
            <PageTabs
              label={text.tabsLabel}
              tabs={[
                { value: 'lineups', label: text.tabs.lineups, panel: <LineupsPanel fixture={match} /> },
                { value: 'events', label: text.tabs.events, panel: <EventsPanel read={events} fixture={match} /> },
              ]}
            />
          </>
        )}
      </ReadState>
    </Container>
  );
}
