import { Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { homeMessages as text } from '../../../shared/messages';
import classes from './home.module.css';
import { SOCIAL_LINKS, SUPPORT_EMAIL } from './links';

// A setting read from the server, like the hero's vote button: loaded after the page paints, so the
// local database code stays out of the landing route.
const SponsorLink = lazy(() => import('./sponsor-link'));

/** Footer: tagline, "Let's talk!", support contact, two social links and the sponsor this deployment has (SPONSOR_URL). */
export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <div className={classes.footerInner}>
        <div>
          <Text className={classes.footerTagline}>{text.footerTagline}</Text>
          <Title order={2} c="white" mt="xs">
            {text.talk}
          </Title>
        </div>
        <div>
          <Text fw={700}>{text.support}</Text>
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          <Text fw={700} mt="sm">
            {text.social}
          </Text>
          <div style={{ display: 'flex', gap: 16 }}>
            {SOCIAL_LINKS.map((link) => (
              <a key={link.key} href={link.href} target="_blank" rel="noopener noreferrer">
                {text.socialLinks[link.key]}
              </a>
            ))}
          </div>
        </div>
        <Suspense fallback={null}>
          <SponsorLink />
        </Suspense>
      </div>
    </footer>
  );
}
