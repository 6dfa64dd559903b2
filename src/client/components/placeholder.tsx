import {
  Box,
  type BoxProps,
  type ElementProps,
  getRadius,
  type MantineRadius,
  Stack,
  type StackProps,
} from '@mantine/core';
import classes from './placeholder.module.css';

interface PlaceholderProps extends BoxProps, ElementProps<'div', 'style'> {
  circle?: boolean;
  radius?: MantineRadius;
}

/**
 * A grey block where content will be while it loads. One plain element, where Mantine's Skeleton is three
 * layout objects (two pseudo-elements) on a compositing layer of its own: a screen swaps dozens of them for
 * its content in one commit, and each one taken down was a slow phone's time (the match page's commit: about
 * half of it). They pulse together inside a PlaceholderGroup.
 */
export function Placeholder({ circle = false, radius = 'sm', ...box }: PlaceholderProps) {
  return (
    <Box
      data-placeholder
      className={classes.placeholder}
      __vars={{ '--placeholder-radius': circle ? '50%' : getRadius(radius) }}
      {...box}
    />
  );
}

/** A header's description while it loads: one line of text (a longer one comes a line lower at most). */
export function DescriptionPlaceholder() {
  return <Placeholder h={16} w="85%" my={4} />;
}

/** A screen's row of tabs while it loads: its labels, in the 44 px the tabs take. */
export function TabRowPlaceholder() {
  return <Placeholder h={20} w="55%" my={12} data-testid="tab-row-placeholder" />;
}

/** Placeholders laid out as a Stack, pulsing as one. */
export function PlaceholderGroup(props: StackProps) {
  return <Stack className={classes.pulsing} aria-hidden="true" {...props} />;
}
