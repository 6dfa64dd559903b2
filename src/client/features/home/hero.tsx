import { Button, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { homeMessages as text } from '../../../shared/messages';
import classes from './home.module.css';

// The vote form's address is a setting read from the server: loaded after the hero paints, so the
// local database code stays out of the landing route (its size budget: docs/architecture.md#build-and-tests).
const VoteButton = lazy(() => import('./vote-button'));

/** Tagline, the way into the tournaments and the external 'Vote For Player Of The Month' form. */
export function Hero() {
  return (
    <section className={classes.hero}>
      <div className={classes.heroInner}>
        <Title order={1} fz={{ base: 34, sm: 52 }} lh={1.1} c="white">
          {text.title}
        </Title>
        <Text size="lg" className={classes.heroTagline}>
          {text.tagline}
        </Text>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
          <Button
            component={Link}
            to="/tournaments"
            size="lg"
            variant="white"
            classNames={{ root: classes.heroButton, label: classes.heroButtonLabel }}
          >
            {text.browse}
          </Button>
          <Suspense fallback={null}>
            <VoteButton />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
