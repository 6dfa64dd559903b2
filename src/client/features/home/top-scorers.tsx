import { Button, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { homeMessages as text } from '../../../shared/messages';
import type { TournamentSummary } from '../../../shared/schemas/reads';
import { ReadState } from '../../components/read-state';
import { useSiteSettings, useTournament, useTournamentList } from '../../components/reads';
import { ScorerCard } from './scorer-card';
import { ScorerCarousel } from './scorer-carousel';
import classes from './scorers.module.css';
import { ScorersSkeleton } from './scorers-skeleton';
import { useFeaturedScorers } from './use-featured-scorers';

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
      <Text c="dimmed" mb="md">
        {featured.name}
      </Text>
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
