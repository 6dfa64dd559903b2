import { lazy, Suspense } from 'react';
import { usePwa } from '../lib/pwa';

// Its notification (and the Mantine code behind it) loads only when there is an update to offer.
const UpdateNotice = lazy(() =>
  Promise.all([import('./mantine-styles'), import('./update-notice')]).then(([, m]) => m),
);

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
