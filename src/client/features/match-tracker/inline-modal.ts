/**
 * A dialog of the tracker opens inside it rather than in a portal at the end of the page, so it
 * takes the tracker's colours (sunlight mode's too). Mantine's dialog box is fixed with no left
 * edge set: out of its portal it would start where it is written, shifted to the right.
 */
export const INLINE_MODAL = { withinPortal: false, styles: { inner: { left: 0, right: 0 } } } as const;
