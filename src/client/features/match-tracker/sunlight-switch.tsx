import { Button, Group, Text } from '@mantine/core';
import { memo } from 'react';
import { trackerTexts as t } from '../../../shared/messages';

interface SunlightSwitchProps {
  on: boolean;
  onToggle: () => void;
}

/** The high-contrast look for a bright touchline: a labelled switch, remembered on the phone (sunlight.ts). */
export const SunlightSwitch = memo(function SunlightSwitch({ on, onToggle }: SunlightSwitchProps) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" c="dimmed" id="sunlight-hint">
        {t.sunlightHint}
      </Text>
      <Button
        role="switch"
        aria-checked={on}
        aria-describedby="sunlight-hint"
        mih={44}
        px="sm"
        variant={on ? 'filled' : 'default'}
        leftSection={<span aria-hidden="true">☀</span>}
        rightSection={
          <Text span fw={800} fz="sm" aria-hidden="true" data-testid="sunlight-state">
            {t.sunlightState(on)}
          </Text>
        }
        onClick={onToggle}
        style={{ flexShrink: 0 }}
      >
        {t.sunlight}
      </Button>
    </Group>
  );
});
