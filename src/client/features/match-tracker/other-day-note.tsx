import { Alert } from '@mantine/core';
import { dayIn } from '../../../shared/domain/fixture-days';
import { todayIn } from '../../../shared/domain/tournament-period';
import { trackerTexts as t } from '../../../shared/messages';
import { formatKickOff } from '../../components/date-format';

interface OtherDayNoteProps {
  /** The fixture's kick-off (ISO) and its tournament's zone, whose calendar says what today is. */
  kickOff: string;
  timeZone: string;
}

/**
 * Before Start, on a match set for another day than today: the organiser may have opened the wrong
 * fixture, and Start would show it live to everyone. A word, not a question: a match brought
 * forward or replayed is started all the same.
 */
export function OtherDayNote({ kickOff, timeZone }: OtherDayNoteProps) {
  if (dayIn(kickOff, timeZone) === todayIn(timeZone)) return null;
  return (
    <Alert color="yellow" variant="light" role="status" data-testid="other-day-note">
      {t.otherDayNote(formatKickOff(kickOff, timeZone))}
    </Alert>
  );
}
