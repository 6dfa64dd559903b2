import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrast } from '../components/contrast';
import { cssVariablesResolver, theme } from './theme';

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const variables = cssVariablesResolver(full);
const dark = full.colors.dark;

/** What text is read on in each scheme: the page, and (dark) the inputs and cards a shade lighter. */
const BACKGROUNDS = {
  light: ['#ffffff'],
  dark: [dark[7], dark[6]],
} as const;

describe('text colours of the theme', () => {
  it.each(['light', 'dark'] as const)('read at 4.5:1 or more on every %s background', (scheme) => {
    for (const name of ['--mantine-color-dimmed', '--mantine-color-placeholder', '--pitchside-accent-text'] as const) {
      const colour = variables[scheme][name] as string;
      for (const background of BACKGROUNDS[scheme]) {
        expect(contrast(colour, background), `${name} on ${background}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
