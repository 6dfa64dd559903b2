/**
 * The tracker's colours (docs/rules.md#the-match-tracker): Mantine's colour variables, set again on
 * the tracker's root so every button, badge and the score beneath it take them, in each scheme,
 * plain or in sunlight mode. Plain, text reads at 4.5:1 or more (Mantine's own yellow on pale
 * yellow is 2.69:1); in sunlight mode, for a scorer on a bright touchline, at 7:1 or more.
 * tracker-palette.test.ts checks every pair a button can show.
 */

export type Scheme = 'light' | 'dark';

/** The colours of one look: each a #rrggbb value, so that their contrast can be checked. */
export interface TrackerColours {
  body: string;
  text: string;
  dimmed: string;
  /** The 'default' variant: player buttons, Cancel, the sunlight switch. */
  defaultBg: string;
  defaultHover: string;
  defaultBorder: string;
  /** Text on a filled button of any colour but yellow (white); on yellow it is black (autoContrast). */
  filledText: string;
  pitchFilled: string;
  pitchFilledHover: string;
  pitchLight: string;
  pitchLightHover: string;
  pitchLightText: string;
  redFilled: string;
  redFilledHover: string;
  redLight: string;
  redLightHover: string;
  redLightText: string;
  yellowFilled: string;
  yellowFilledHover: string;
  yellowLight: string;
  yellowLightHover: string;
  yellowLightText: string;
  /** A button that cannot be tapped now (Half Time before kick-off): still legible, so the scorer knows it is there. */
  disabledBg: string;
  disabledText: string;
  /** Its edge: dashed in sunlight mode (tracker-screen.module.css), so it does not pass for a live button. */
  disabledBorder: string;
  /** The team switch: its track, the chosen team's tile and the other team's label. */
  switchTrack: string;
  switchChosen: string;
  switchLabel: string;
}

const PLAIN: Record<Scheme, TrackerColours> = {
  light: {
    body: '#ffffff',
    text: '#000000',
    dimmed: '#495057',
    defaultBg: '#ffffff',
    defaultHover: '#f8f9fa',
    defaultBorder: '#ced4da',
    filledText: '#ffffff',
    pitchFilled: '#15803d',
    pitchFilledHover: '#006f2f',
    pitchLight: '#d3eedd',
    pitchLightHover: '#a6dcba',
    pitchLightText: '#005a26',
    redFilled: '#c92a2a',
    redFilledHover: '#a61e1e',
    redLight: '#ffe3e3',
    redLightHover: '#ffc9c9',
    redLightText: '#a61e1e',
    yellowFilled: '#fcc419',
    yellowFilledHover: '#fab005',
    yellowLight: '#fff3bf',
    yellowLightHover: '#ffec99',
    yellowLightText: '#6b4500',
    disabledBg: '#e9ecef',
    disabledText: '#495057',
    disabledBorder: '#ced4da',
    switchTrack: '#f1f3f5',
    switchChosen: '#ffffff',
    switchLabel: '#495057',
  },
  dark: {
    body: '#242424',
    text: '#c9c9c9',
    dimmed: '#b8b8b8',
    defaultBg: '#2e2e2e',
    defaultHover: '#3b3b3b',
    defaultBorder: '#424242',
    filledText: '#ffffff',
    pitchFilled: '#15803d',
    pitchFilledHover: '#006f2f',
    pitchLight: '#0b3b1c',
    pitchLightHover: '#0f4d25',
    pitchLightText: '#d3eedd',
    redFilled: '#c92a2a',
    redFilledHover: '#a61e1e',
    redLight: '#4d1414',
    redLightHover: '#641a1a',
    redLightText: '#ffe3e3',
    yellowFilled: '#fcc419',
    yellowFilledHover: '#fab005',
    yellowLight: '#4a2a00',
    yellowLightHover: '#5c3500',
    yellowLightText: '#fff3bf',
    disabledBg: '#2e2e2e',
    disabledText: '#a6a6a6',
    disabledBorder: '#5c5c5c',
    switchTrack: '#1f1f1f',
    switchChosen: '#424242',
    switchLabel: '#c9c9c9',
  },
};

/** Sunlight: black on white (or white on black), deep colours, darker pale ones, a black edge to every button. */
const SUNLIGHT: Record<Scheme, TrackerColours> = {
  light: {
    body: '#ffffff',
    text: '#000000',
    dimmed: '#1a1a1a',
    defaultBg: '#ffffff',
    defaultHover: '#f1f3f5',
    defaultBorder: '#000000',
    filledText: '#ffffff',
    pitchFilled: '#0a5a2a',
    pitchFilledHover: '#084a22',
    pitchLight: '#dff3e6',
    pitchLightHover: '#c8ead4',
    pitchLightText: '#00331a',
    redFilled: '#a30d0d',
    redFilledHover: '#8a0b0b',
    redLight: '#ffe3e3',
    redLightHover: '#ffcccc',
    redLightText: '#5c0000',
    yellowFilled: '#ffd43b',
    yellowFilledHover: '#fcc419',
    yellowLight: '#fff3bf',
    yellowLightHover: '#ffec99',
    yellowLightText: '#3d2800',
    disabledBg: '#e9ecef',
    disabledText: '#343a40',
    disabledBorder: '#000000',
    switchTrack: '#e9ecef',
    switchChosen: '#ffffff',
    switchLabel: '#000000',
  },
  dark: {
    body: '#000000',
    text: '#ffffff',
    dimmed: '#e6e6e6',
    defaultBg: '#000000',
    defaultHover: '#1a1a1a',
    defaultBorder: '#ffffff',
    filledText: '#ffffff',
    pitchFilled: '#0a5a2a',
    pitchFilledHover: '#084a22',
    pitchLight: '#002a12',
    pitchLightHover: '#003a19',
    pitchLightText: '#c3f5d4',
    redFilled: '#a30d0d',
    redFilledHover: '#8a0b0b',
    redLight: '#3a0000',
    redLightHover: '#4d0000',
    redLightText: '#ffd6d6',
    yellowFilled: '#ffd43b',
    yellowFilledHover: '#fcc419',
    yellowLight: '#332600',
    yellowLightHover: '#443300',
    yellowLightText: '#ffe066',
    disabledBg: '#1a1a1a',
    disabledText: '#cfcfcf',
    disabledBorder: '#ffffff',
    switchTrack: '#1a1a1a',
    switchChosen: '#000000',
    switchLabel: '#ffffff',
  },
};

export function trackerColours(scheme: Scheme, sunlight: boolean): TrackerColours {
  return (sunlight ? SUNLIGHT : PLAIN)[scheme];
}

/** The Mantine variables these colours stand for (their names in Mantine 9's stylesheet). */
function variables(c: TrackerColours): Record<string, string> {
  return {
    '--mantine-color-body': c.body,
    '--mantine-color-text': c.text,
    '--mantine-color-dimmed': c.dimmed,
    '--mantine-color-default': c.defaultBg,
    '--mantine-color-default-hover': c.defaultHover,
    '--mantine-color-default-color': c.text,
    '--mantine-color-default-border': c.defaultBorder,
    '--mantine-color-white': c.filledText,
    '--pitchside-accent-text': c.pitchLightText,
    '--mantine-color-pitch-filled': c.pitchFilled,
    '--mantine-color-pitch-filled-hover': c.pitchFilledHover,
    '--mantine-color-pitch-light': c.pitchLight,
    '--mantine-color-pitch-light-hover': c.pitchLightHover,
    '--mantine-color-pitch-light-color': c.pitchLightText,
    '--mantine-color-pitch-text': c.pitchLightText,
    // Buttons without a colour take the primary colour (pitch) through these.
    '--mantine-primary-color-filled': c.pitchFilled,
    '--mantine-primary-color-filled-hover': c.pitchFilledHover,
    '--mantine-primary-color-light': c.pitchLight,
    '--mantine-primary-color-light-hover': c.pitchLightHover,
    '--mantine-primary-color-light-color': c.pitchLightText,
    '--mantine-color-red-filled': c.redFilled,
    '--mantine-color-red-filled-hover': c.redFilledHover,
    '--mantine-color-red-light': c.redLight,
    '--mantine-color-red-light-hover': c.redLightHover,
    '--mantine-color-red-light-color': c.redLightText,
    '--mantine-color-red-text': c.redLightText,
    '--mantine-color-yellow-filled': c.yellowFilled,
    '--mantine-color-yellow-filled-hover': c.yellowFilledHover,
    '--mantine-color-yellow-light': c.yellowLight,
    '--mantine-color-yellow-light-hover': c.yellowLightHover,
    '--mantine-color-yellow-light-color': c.yellowLightText,
    '--mantine-color-disabled': c.disabledBg,
    '--mantine-color-disabled-color': c.disabledText,
    '--mantine-color-disabled-border': c.disabledBorder,
    // The choice bars (components/choice-switch) read these shades directly, and edge the chosen one in the default border.
    '--mantine-color-gray-1': c.switchTrack,
    '--mantine-color-dark-8': c.switchTrack,
    '--mantine-color-dark-5': c.switchChosen,
    '--mantine-color-gray-7': c.switchLabel,
    '--mantine-color-dark-1': c.switchLabel,
  };
}

const STYLES = {
  light: { plain: variables(PLAIN.light), sunlight: variables(SUNLIGHT.light) },
  dark: { plain: variables(PLAIN.dark), sunlight: variables(SUNLIGHT.dark) },
};

/** The tracker root's style: the same object for the same look, so a render changes nothing in the page. */
export function trackerStyle(scheme: Scheme, sunlight: boolean): Record<string, string> {
  return STYLES[scheme][sunlight ? 'sunlight' : 'plain'];
}
