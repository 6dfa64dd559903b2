import { Skeleton } from '@mantine/core';
import classes from './scorers.module.css';

/**
 * Placeholders while the top scorers load, about as tall as what replaces them (the tournament's name,
 * then the carousel on a phone, 289–321 px with the scorer's name, or three cards from 768 px), so the
 * About section below does not jump.
 */
export function ScorersSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton h={25} w="40%" mb="md" />
      <div className={classes.skeletons}>
        <Skeleton h={{ base: 305, sm: 289 }} radius="lg" />
        <Skeleton h={289} radius="lg" visibleFrom="sm" />
        <Skeleton h={289} radius="lg" visibleFrom="sm" />
      </div>
    </div>
  );
}
