import { Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { homeMessages as text } from '../../../shared/messages';
import { ACCENT_TEXT } from '../../app/theme';
import classes from './home.module.css';

const FEATURES = [
  { key: 'tournaments', to: '/tournaments' },
  { key: 'organize', to: '/mytournaments' },
  { key: 'teams', to: '/profile' },
  { key: 'players', to: '/profile' },
] as const;

/** About: four feature cards, each a link named by its title. */
export function AboutSection() {
  return (
    <section className={classes.section} aria-labelledby="about-title">
      <Title order={2} id="about-title">
        {text.about}
      </Title>
      <Text c="dimmed" mt={4}>
        {text.aboutIntro}
      </Text>
      <ul className={classes.grid}>
        {FEATURES.map(({ key, to }) => {
          const [title, body] = text.features[key];
          return (
            <li key={key}>
              <Link to={to} className={classes.featureCard}>
                <Title order={3} fz="h4" c={ACCENT_TEXT}>
                  {title}
                </Title>
                <Text mt="xs">{body}</Text>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
