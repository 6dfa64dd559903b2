import { Button, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { homeMessages as text } from '../../../shared/messages';
import { useSiteSettings } from '../../components/reads';
import classes from './home.module.css';

/** Tagline, the way into the tournaments and the external 'Vote For Player Of The Month' form. */
export function Hero() {
  const voteUrl = useSiteSettings().data?.voteUrl ?? null;
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
          <Button component={Link} to="/tournaments" size="lg" variant="white">
            {text.browse}
          </Button>
          {voteUrl && (
            <Button
              component="a"
              href={voteUrl}
              target="_blank"
              rel="noopener noreferrer"
              size="lg"
              variant="outline"
              color="white"
              aria-describedby="vote-new-tab"
            >
              {text.vote}
              <span id="vote-new-tab" hidden>
                {text.opensNewTab}
              </span>
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
