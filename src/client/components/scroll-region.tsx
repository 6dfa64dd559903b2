import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/** A wide table that scrolls sideways on a phone; focusable so keyboard users can scroll it (WCAG 2.1.1). */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </Box>
  );
}
