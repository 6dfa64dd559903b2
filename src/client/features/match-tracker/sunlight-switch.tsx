import { Button, VisuallyHidden } from '@mantine/core';
import { memo } from 'react';
import { trackerTexts as t } from '../../../shared/messages';
import { useSunlight } from './sunlight';

/**
 * The high-contrast look for a bright touchline: a compact switch on the sync strip's line, so it
 * takes none of the room above the players; filled while on, and remembered on the phone (sunlight.ts).
 */
export const SunlightSwitch = memo(function SunlightSwitch() {
  const [on, toggle] = useSunlight();
  return (
    <Button
      role="switch"
      aria-checked={on}
      aria-label={t.sunlight}
      aria-describedby="sunlight-hint"
      title={t.sunlightHint}
      mih={44}
      px="sm"
      variant={on ? 'filled' : 'default'}
      leftSection={<span aria-hidden="true">☀</span>}
      onClick={toggle}
      style={{ flexShrink: 0 }}
    >
      {t.sunlightLabel}
      <VisuallyHidden id="sunlight-hint">{t.sunlightHint}</VisuallyHidden>
    </Button>
  );
});
