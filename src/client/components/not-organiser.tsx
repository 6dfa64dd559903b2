import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { trackerTexts as t } from '../../shared/messages';

type NotOrganiserProps = { message: string } & (
  | { fixtureId: string }
  /** A screen of the whole tournament: the way back to it. */
  | { back: { to: string; label: string } }
);

/** Someone who does not run the tournament on an organiser's screen: why, and the way to the match. */
export function NotOrganiser(props: NotOrganiserProps) {
  const link =
    'back' in props ? props.back : { to: `/tournaments/team/players/${props.fixtureId}`, label: t.viewMatch };
  return (
    <Stack align="flex-start" gap="sm">
      <Text role="alert">{props.message}</Text>
      <Button component={Link} to={link.to} mih={44}>
        {link.label}
      </Button>
    </Stack>
  );
}
