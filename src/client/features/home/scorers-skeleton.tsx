import { Placeholder, PlaceholderGroup } from '../../components/placeholder';
import classes from './scorers.module.css';

/**
 * Placeholders while the top scorers load, about as tall as what replaces them (the tournament's name,
 * then the carousel on a phone, 289–321 px with the scorer's name, or three cards from 768 px), so the
 * About section below does not jump.
 */
export function ScorersSkeleton() {
  return (
    <PlaceholderGroup gap={0}>
      <Placeholder h={25} w="40%" mb="md" />
      <div className={classes.skeletons}>
        <Placeholder h={{ base: 305, sm: 289 }} radius="lg" />
        <Placeholder h={289} radius="lg" visibleFrom="sm" />
        <Placeholder h={289} radius="lg" visibleFrom="sm" />
      </div>
    </PlaceholderGroup>
  );
}
