import { type CSSVariablesResolver, createTheme, type MantineColorsTuple, rem } from '@mantine/core';

const pitch: MantineColorsTuple = [
  '#e8f8ee',
  '#d3eedd',
  '#a6dcba',
  '#75c994',
  '#4db975',
  '#34af62',
  '#25a957',
  '#1f8a4c',
  '#15803d',
  '#006f2f',
];

const TOUCH = 44;
const touchHeight = (variable: string, size: unknown) => ({ [variable]: size === 'md' ? rem(TOUCH) : undefined });
type Sized = { size?: unknown };

/** The one theme: pitch-green, system light/dark, 44 px touch targets for the touchline. */
export const theme = createTheme({
  primaryColor: 'pitch',
  colors: { pitch },
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  // Dialogs, the menu and toasts open without sliding or fading for readers who ask for less motion.
  respectReducedMotion: true,
  // Plain objects rather than Button.extend() and the like: those would bring the components (inputs,
  // the password field) into the first download of every page, the landing page included.
  components: {
    // Mantine's medium controls are 42 px: a touch short of the 44 px a finger needs.
    Button: {
      defaultProps: { size: 'md' },
      vars: (_: unknown, props: Sized) => ({ root: touchHeight('--button-height', props.size) }),
    },
    Input: { vars: (_: unknown, props: Sized) => ({ wrapper: touchHeight('--input-height', props.size) }) },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: {
      defaultProps: { size: 'md' },
      vars: () => ({ root: { '--psi-button-size': rem(TOUCH) } }),
    },
    // Every dialog's close button is named and as large as any other touch target.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog', size: 'xl' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog', size: 'xl' } } },
    // A toast's close button too (every saved tap on the tracker shows one).
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification', size: TOUCH } } },
    // A dialog's header is not the page's banner: the page keeps one banner landmark.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
  },
});

/** Green text that reads at 4.5:1 or more on the page in either scheme (the primary green is 3.1:1 on dark). */
export const ACCENT_TEXT = 'var(--pitchside-accent-text)';

/**
 * WCAG AA contrast: Mantine's default dimmed, placeholder and error text colours are 2–3.3:1;
 * these shades reach 4.5:1 on the page and input backgrounds of each scheme.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    '--mantine-color-placeholder': t.colors.gray[7],
    '--mantine-color-error': t.colors.red[9],
    '--pitchside-accent-text': pitch[8],
    // Hovered light and subtle buttons keep their text at 4.5:1 (Mantine's hover shades give 3.8–4.1:1).
    '--mantine-color-pitch-light-hover': pitch[1],
    '--mantine-color-red-light-hover': t.colors.red[1],
  },
  dark: {
    '--mantine-color-dimmed': t.colors.dark[1],
    '--mantine-color-placeholder': t.colors.dark[1],
    '--mantine-color-error': t.colors.red[5],
    '--pitchside-accent-text': pitch[4],
  },
});
