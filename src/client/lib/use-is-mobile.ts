import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT_PX } from '../../shared/constants';

/**
 * The phone layout (narrower than 900 px), the same test as the header's. Read at the first render
 * (the app draws only in the browser): a phone is not drawn as a desktop first and then redrawn,
 * which shifted the page under the reader and cost a second render of the screen.
 */
export const useIsMobile = () =>
  useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`, undefined, { getInitialValueInEffect: false }) ??
  false;
