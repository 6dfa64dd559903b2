import { Text, Title } from '@mantine/core';
import { homeMessages as text } from '../../../shared/messages';
import type { LeaderboardRowRead } from '../../../shared/schemas/leaderboards';
import { ACCENT_TEXT } from '../../app/theme';
import { EntityAvatar } from '../../components/entity-avatar';
import { TeamName } from '../../components/team-name';
import classes from './scorers.module.css';

interface ScorerCardProps {
  scorer: LeaderboardRowRead;
  place: number;
  component?: 'li' | 'div';
}

/** One of the top three: place, photo (initials fallback), name, team and goals; first place stands out. */
export function ScorerCard({ scorer, place, component: Root = 'li' }: ScorerCardProps) {
  const first = place === 1;
  return (
    <Root className={first ? `${classes.card} ${classes.first}` : classes.card}>
      <span className={classes.place}>{text.place(place)}</span>
      <EntityAvatar src={scorer.player.image} name={scorer.player.name} size={first ? 96 : 72} />
      <Title order={3} fz={first ? 'h3' : 'h4'}>
        {scorer.player.name}
      </Title>
      {scorer.team && <TeamName name={scorer.team.name} size="sm" c="dimmed" />}
      <Text fw={800} fz="lg" c={ACCENT_TEXT}>
        {text.goals(scorer.goals)}
      </Text>
    </Root>
  );
}
