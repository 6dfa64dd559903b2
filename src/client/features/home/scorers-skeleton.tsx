import { Skeleton } from '@mantine/core';
import classes from './scorers.module.css';

/** Three placeholders while the top scorers load (one shows on a phone). */
export function ScorersSkeleton() {
  return (
    <div className={classes.skeletons} aria-hidden="true">
      <Skeleton h={260} radius="lg" />
      <Skeleton h={220} radius="lg" visibleFrom="sm" />
      <Skeleton h={220} radius="lg" visibleFrom="sm" />
    </div>
  );
}
