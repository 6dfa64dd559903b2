import { VisuallyHidden } from '@mantine/core';
import { browseMessages } from '../../../shared/messages';
import { EventIcon } from './event-icon';
import classes from './match-centre.module.css';
import type { PlayerMarks } from './player-marks';

const text = browseMessages.match;
const ICON = 14;

function Arrow({ up }: { up: boolean }) {
  return (
    <svg width={ICON} height={ICON} viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      <path
        d={up ? 'M7 12V2M3 6l4-4 4 4' : 'M7 2v10M3 8l4 4 4-4'}
        fill="none"
        stroke={up ? '#40c057' : '#ff6b6b'}
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The words a screen reader hears for a player's marks. */
export function describeMarks(marks: PlayerMarks): string {
  const said = text.marks;
  return [
    marks.goals > 0 && said.goals(marks.goals),
    marks.ownGoals > 0 && said.ownGoals(marks.ownGoals),
    marks.booked && said.booked,
    marks.sentOff && said.sentOff,
    marks.onAt !== null && said.on(marks.onAt),
    marks.offAt !== null && said.off(marks.offAt),
  ]
    .filter(Boolean)
    .join(', ');
}

/** Goals, cards and substitutions beside a player's shirt or row, as icons with their words for screen readers. */
export function PlayerMarkIcons({ marks }: { marks: PlayerMarks }) {
  return (
    <span className={classes.marks}>
      <span className={classes.markIcons} aria-hidden="true">
        {Array.from({ length: marks.goals }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one ball per goal, all alike
          <EventIcon key={i} kind="goal" size={ICON} />
        ))}
        {marks.ownGoals > 0 && <EventIcon kind="ownGoal" size={ICON} />}
        {marks.booked && !marks.sentOff && <EventIcon kind="yellow" size={ICON} />}
        {marks.sentOff && <EventIcon kind="red" size={ICON} />}
        {marks.onAt !== null && (
          <>
            <Arrow up />
            {marks.onAt}
          </>
        )}
        {marks.offAt !== null && (
          <>
            <Arrow up={false} />
            {marks.offAt}
          </>
        )}
      </span>
      <VisuallyHidden>{describeMarks(marks)}</VisuallyHidden>
    </span>
  );
}
