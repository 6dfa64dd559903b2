import { Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { browseMessages } from '../../../shared/messages';
import { countdownParts } from '../../components/date-format';

const text = browseMessages.match;
const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/** Days, hours, minutes and seconds to the real kick-off instant, ticking every second. */
export function Countdown({ kickOff }: { kickOff: string }) {
  const target = Date.parse(kickOff);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const parts = countdownParts(target, now);
  if (!parts) return null;
  return (
    <Stack gap={4} align="center" role="timer" aria-label={text.countdownLabel}>
      <Text size="xs" c="dimmed" fw={600}>
        {text.countdownLabel}
      </Text>
      <Group gap="xs" justify="center" wrap="nowrap">
        {UNITS.map((unit) => (
          <Paper key={unit} withBorder px="xs" py={4} miw={56} ta="center">
            <Text fw={800} fz="lg" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {String(parts[unit]).padStart(2, '0')}
            </Text>
            <Text size="xs" c="dimmed">
              {text.countdown[unit]}
            </Text>
          </Paper>
        ))}
      </Group>
    </Stack>
  );
}
