import { Anchor, Button, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { periodOf } from '../../../shared/domain/tournament-period';
import { homeMessages as text } from '../../../shared/messages';
import type { TournamentSummary } from '../../../shared/schemas/reads';
import { ReadState } from '../../components/read-state';
import { useSiteSettings, useTournament, useTournamentList } from '../../components/reads';
import { tournamentPath } from '../../components/tournament-path';
import { ScorerCard } from './scorer-card';
import { ScorerCarousel } from './scorer-carousel';
import classes from './scorers.module.css';
import { ScorersSkeleton } from './scorers-skeleton';
import { useFeaturedScorers } from './use-featured-scorers';

/** Where the featured tournament's page is: its list's address, by its days. */
function tournamentPathOf(tournaments: TournamentSummary[], id: string): string {
  const tournament = tournaments.find((t) => t.id === id);
  return tournamentPath(tournament ? periodOf(tournament) : 'current', id);
}

function FeaturedScorers({ tournaments }: { tournaments: TournamentSummary[] }) {
  const desktop = useMediaQuery('(min-width: 768px)', undefined, { getInitialValueInEffect: false });
  const { featured, settled } = useFeaturedScorers(tournaments);
  if (!featured) {
    if (!settled) return <ScorersSkeleton />;
    return (
      <div>
        <Text mb="sm">{text.noScorers}</Text>
        <Button component={Link} to="/tournaments" variant="light" mih={44}>
          {text.browse}
        </Button>
      </div>
    );
  }
  return (
    <>
      <Anchor
        component={Link}
        to={tournamentPathOf(tournaments, featured.tournamentId)}
        fw={600}
        display="inline-block"
        mb={6}
        py={10}
      >
        {featured.name}
      </Anchor>
      {desktop ? (
        <ol className={classes.podium}>
          {featured.scorers.map((scorer, i) => (
            <ScorerCard key={scorer.playerId} scorer={scorer} place={i + 1} />
          ))}
        </ol>
      ) : (
        <ScorerCarousel scorers={featured.scorers} />
      )}
    </>
  );
}

/** The configured featured tournament (FEATURED_TOURNAMENT_ID), as the list its scorers are picked from. */
function ConfiguredScorers({ id }: { id: string }) {
  const tournament = useTournament(id);
  return (
    <ReadState read={tournament} skeleton={<ScorersSkeleton />}>
      {(detail) => <FeaturedScorers tournaments={[detail]} />}
    </ReadState>
  );
}

/** The live tournaments, the one with most goals featured. */
function LiveScorers() {
  const current = useTournamentList('current');
  return (
    <ReadState read={current} skeleton={<ScorersSkeleton />}>
      {(tournaments) => <FeaturedScorers tournaments={tournaments} />}
    </ReadState>
  );
}

/** The top three scorers of the featured tournament; loaded after the rest of the landing page. */
export default function TopScorers() {
  const site = useSiteSettings();
  if (site.status === 'loading' && !site.data) return <ScorersSkeleton />;
  const featuredId = site.data?.featuredTournamentId;
  if (featuredId) return <ConfiguredScorers id={featuredId} />;
  return <LiveScorers />;
}
