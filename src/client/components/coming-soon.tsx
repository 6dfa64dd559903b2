import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

/** A screen whose feature has not shipped yet: says so plainly and offers a way on. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Stack align="center" py="xl" gap="md" ta="center">
      <Title order={1}>{title}</Title>
      <Text c="dimmed">This part of Pitchside is coming soon.</Text>
      <Button component={Link} to="/">
        Return Home
      </Button>
    </Stack>
  );
}
