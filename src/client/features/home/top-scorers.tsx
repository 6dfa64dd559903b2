import { Button, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { homeMessages as text } from '../../../shared/messages';
import type { TournamentSummary } from '../../../shared/schemas/reads';
import { ReadState } from '../../components/read-state';
import { useTournamentList } from '../../components/reads';
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

/** The top three scorers of the featured live tournament; loaded after the rest of the landing page. */
export default function TopScorers() {
  const current = useTournamentList('current');
  return (
    <ReadState read={current} skeleton={<ScorersSkeleton />}>
      {(tournaments) => <FeaturedScorers tournaments={tournaments} />}
    </ReadState>
  );
}
