import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT_PX } from '../../shared/constants';

/** The phone layout (narrower than 900 px), the same test as the header's. */
export const useIsMobile = () => useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`) ?? false;
