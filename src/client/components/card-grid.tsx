import { SimpleGrid } from '@mantine/core';
import { Children, type ReactNode } from 'react';
import { LIST_SKELETON_COUNT } from '../../shared/constants';
import { Placeholder } from './placeholder';

/** Cards as a list (screen readers hear how many), one column on a phone, up to three on desktop. */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {Children.map(children, (child) => (
        <li>{child}</li>
      ))}
    </SimpleGrid>
  );
}

/** Placeholders of the cards to come: 6 by default (docs/rules.md#timings-and-counts). */
export function CardGridSkeleton({ count = LIST_SKELETON_COUNT, height = 80 }: { count?: number; height?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Placeholder key={i} h={height} radius="md" data-testid="card-skeleton" />
      ))}
    </SimpleGrid>
  );
}
