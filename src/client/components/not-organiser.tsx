import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { trackerTexts as t } from '../../shared/messages';

/** Someone who does not run the tournament on an organiser's screen: why, and the way to the match. */
export function NotOrganiser({ fixtureId, message }: { fixtureId: string; message: string }) {
  return (
    <Stack align="flex-start" gap="sm">
      <Text role="alert">{message}</Text>
      <Button component={Link} to={`/tournaments/team/players/${fixtureId}`} mih={44}>
        {t.viewMatch}
      </Button>
    </Stack>
  );
}
