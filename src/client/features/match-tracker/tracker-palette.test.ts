import { describe, expect, it } from 'vitest';
import { contrast } from '../../components/contrast';
import { type Scheme, type TrackerColours, trackerColours, trackerStyle } from './tracker-palette';

/** Every text on its background that the tracker can show with these colours. */
const pairs = (c: TrackerColours): [string, string, string][] => [
  ['score and names', c.text, c.body],
  ['dimmed text', c.dimmed, c.body],
  ['player button', c.text, c.defaultBg],
  ['filled green button', c.filledText, c.pitchFilled],
  ['filled red button', c.filledText, c.redFilled],
  ['filled yellow button (black text)', '#000000', c.yellowFilled],
  ['light green button', c.pitchLightText, c.pitchLight],
  ['light red button', c.redLightText, c.redLight],
  ['light yellow button', c.yellowLightText, c.yellowLight],
  ['green text', c.pitchLightText, c.body],
  ['red text', c.redLightText, c.body],
  ['team switch, other team', c.switchLabel, c.switchTrack],
];

/** A button that cannot be tapped now: exempt from the rules for text, but the scorer must still read it. */
const disabled = (c: TrackerColours) => contrast(c.disabledText, c.disabledBg);

describe('the tracker colours', () => {
  for (const scheme of ['light', 'dark'] as Scheme[]) {
    it(`read at 4.5:1 or more in the ${scheme} scheme`, () => {
      for (const [what, fg, bg] of pairs(trackerColours(scheme, false))) {
        expect(contrast(fg, bg), what).toBeGreaterThanOrEqual(4.5);
      }
    });
    it(`read at 7:1 or more in sunlight mode, ${scheme} scheme`, () => {
      for (const [what, fg, bg] of pairs(trackerColours(scheme, true))) {
        expect(contrast(fg, bg), what).toBeGreaterThanOrEqual(7);
      }
    });
  }

  it('a button that cannot be tapped now still reads at 4.5:1 or more, in every look', () => {
    for (const scheme of ['light', 'dark'] as Scheme[]) {
      for (const sunlight of [false, true]) {
        expect(disabled(trackerColours(scheme, sunlight)), `${scheme}, sunlight ${sunlight}`).toBeGreaterThanOrEqual(
          4.5,
        );
      }
    }
  });

  it('edges a button that cannot be tapped now, in sunlight, at 3:1 or more on the page', () => {
    for (const scheme of ['light', 'dark'] as Scheme[]) {
      const c = trackerColours(scheme, true);
      expect(contrast(c.disabledBorder, c.body), scheme).toBeGreaterThanOrEqual(3);
    }
  });

  it('the chosen team reads on its tile in either look', () => {
    for (const sunlight of [false, true]) {
      expect(contrast('#000000', trackerColours('light', sunlight).switchChosen)).toBeGreaterThanOrEqual(7);
      expect(contrast('#ffffff', trackerColours('dark', sunlight).switchChosen)).toBeGreaterThanOrEqual(7);
    }
  });

  it("marks the chosen team in sunlight by its tile's edge (the default border), at 3:1 or more on the track", () => {
    for (const scheme of ['light', 'dark'] as Scheme[]) {
      const c = trackerColours(scheme, true);
      expect(contrast(c.defaultBorder, c.switchTrack), scheme).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives the same style object for the same look, so a render changes nothing', () => {
    expect(trackerStyle('light', true)).toBe(trackerStyle('light', true));
    expect(trackerStyle('light', true)).not.toBe(trackerStyle('light', false));
    expect(trackerStyle('dark', false)['--mantine-color-yellow-light-color']).toBe(
      trackerColours('dark', false).yellowLightText,
    );
  });
});
