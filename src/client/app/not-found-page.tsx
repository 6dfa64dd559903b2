import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { browseMessages, messages } from '../../shared/messages';
import { useGoBack } from '../lib/use-go-back';
import { ACCENT_TEXT } from './theme';

export function NotFoundPage() {
  const navigate = useNavigate();
  const goBack = useGoBack();
  return (
    <Stack align="center" py="xl" gap="md" ta="center">
      <Text fz={64} fw={900} c={ACCENT_TEXT} aria-hidden="true">
        404
      </Text>
      <Title order={1}>{messages.notFound}</Title>
      <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
      <Group>
        <Button variant="default" onClick={goBack}>
          {browseMessages.read.goBack}
        </Button>
        <Button onClick={() => navigate('/')}>{browseMessages.read.returnHome}</Button>
      </Group>
    </Stack>
  );
}
