import { Fragment, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';

/**
 * A fixture's scoring screen drawn afresh for each fixture: its IndexedDB queries keep their last answer until
 * the next one comes, so going straight from one match to another would show the last match's lineups and log
 * under the new one's name, and check a tap against them.
 */
export function PerFixture({ children }: { children: ReactNode }) {
  const { fixtureId } = useParams();
  return <Fragment key={fixtureId}>{children}</Fragment>;
}
