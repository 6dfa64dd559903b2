import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CachedReadState } from '../lib/use-cached-read';
import { CardGridSkeleton } from './card-grid';
import { TabRowPlaceholder } from './placeholder';
import { ReadState } from './read-state';

interface DetailScreenProps<T> {
  read: CachedReadState<T>;
  /** The header's placeholder, shown above card skeletons while the read loads. */
  headerSkeleton: ReactNode;
  /** Whether the page opens on a row of tabs: its placeholder then comes between the header's and the cards'. */
  tabbed?: boolean;
  children: (data: T) => ReactNode;
}

/** A page about one tournament or team: its read shown, or its loading, offline or error state. */
export function DetailScreen<T>({ read, headerSkeleton, tabbed = false, children }: DetailScreenProps<T>) {
  return (
    <Container size="lg" px={0}>
      <ReadState
        read={read}
        skeleton={
          <>
            {headerSkeleton}
            {tabbed && <TabRowPlaceholder />}
            <CardGridSkeleton />
          </>
        }
      >
        {children}
      </ReadState>
    </Container>
  );
}
