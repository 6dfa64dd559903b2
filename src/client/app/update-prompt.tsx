import { lazy, Suspense } from 'react';
import { usePwa } from '../lib/pwa';

// Its notification (and the Mantine code behind it) loads only when there is an update to offer; the shell's
// styles cover what it draws (tests/build/mantine-styles.test.ts).
const UpdateNotice = lazy(() => import('./update-notice'));

/** Shown when a new version of the app is installed and waiting. */
export function UpdatePrompt() {
  const updateReady = usePwa((state) => state.updateReady);
  if (!updateReady) return null;
  return (
    <Suspense fallback={null}>
      <UpdateNotice />
    </Suspense>
  );
}
