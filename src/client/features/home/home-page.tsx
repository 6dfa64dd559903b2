import { Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { homeMessages as text } from '../../../shared/messages';
import { AboutSection } from './about-section';
import { Hero } from './hero';
import classes from './home.module.css';
import { ScorersSkeleton } from './scorers-skeleton';
import { SiteFooter } from './site-footer';

// Below the fold and the only part that reads data (Dexie, the API): loaded after the page, which keeps the landing route light.
const TopScorers = lazy(() => import('./top-scorers'));

/** The landing page: hero, top three scorers, About and the footer. */
export default function HomePage() {
  return (
    <>
      <Hero />
      <section className={classes.section} aria-labelledby="top-scorers-title">
        <Title order={2} id="top-scorers-title">
          {text.topScorers}
        </Title>
        <Text c="dimmed" mt={4} mb="md">
          {text.topScorersIntro}
        </Text>
        <Suspense fallback={<ScorersSkeleton />}>
          <TopScorers />
        </Suspense>
      </section>
      <AboutSection />
      <SiteFooter />
    </>
  );
}
