import { Anchor, Container, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import classes from './auth.module.css';

/** The one-column card every auth screen sits in: centred, at most 420 px wide, full width at 360 px. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size={420} px={0} py={{ base: 'sm', sm: 'xl' }}>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
        <Title order={1} fz={{ base: 26, sm: 30 }} mb="md">
          {title}
        </Title>
        {children}
      </Paper>
    </Container>
  );
}

/** A router link with a 44 px touch target. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} className={classes.link} fw={600}>
      {children}
    </Anchor>
  );
}
