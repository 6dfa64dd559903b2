import { UnstyledButton } from '@mantine/core';
import { NavLink } from 'react-router-dom';
import classes from './layout.module.css';
import type { NavLink as Section } from './nav-links';

/** Outline icons on a 24×24 box, one per section of the tab bar. */
const ICONS: Record<string, string> = {
  '/': 'M3 11 L12 3 L21 11 M5 9.5 V21 H10 V15 H14 V21 H19 V9.5',
  '/tournaments':
    'M7 4 H17 V9 A5 5 0 0 1 7 9 Z M7 6 H4 A3 3 0 0 0 7 10 M17 6 H20 A3 3 0 0 1 17 10 M12 14 V18 M8 21 H16 L15 18 H9 Z',
  '/mytournaments': 'M8 4 H16 V7 H8 Z M6 5.5 H5 V21 H19 V5.5 H18 M8 12 H16 M8 16 H13',
  '/profile': 'M12 12 A4 4 0 1 0 12 4 A4 4 0 1 0 12 12 M4 21 C4 16 8 14 12 14 C16 14 20 16 20 21',
  '/login': 'M12 12 A4 4 0 1 0 12 4 A4 4 0 1 0 12 12 M4 21 C4 16 8 14 12 14 C16 14 20 16 20 21',
};

/** A phone's main sections at the bottom, where the thumb is; the current one is marked. */
export function TabBar({ sections }: { sections: Section[] }) {
  return (
    <nav className={classes.tabBar} aria-label="Sections">
      {sections.map((section) => (
        <UnstyledButton
          key={section.to}
          component={NavLink}
          to={section.to}
          end={section.to === '/'}
          className={classes.tab}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path
              d={ICONS[section.to] ?? ''}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
          </svg>
          <span>{section.label}</span>
        </UnstyledButton>
      ))}
    </nav>
  );
}
