import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { TournamentDays } from '../../../../shared/domain/fixture-rules';
import { organiserMessages } from '../../../../shared/messages';
import { DAYS_BETWEEN_MAX } from '../../../../shared/schemas/competition';
import type { DraftSectionProps } from './draft-props';

const text = organiserMessages.format;

/** A match of grassroots football lasts an hour or so: the gaps a one-pitch day is planned with. */
const MINUTES_BETWEEN = [0, 15, 20, 30, 40, 45, 50, 60, 70, 75, 80, 90, 100, 105, 120, 150, 180];
const minutesOptions = MINUTES_BETWEEN.map((minutes) => ({
  value: String(minutes),
  label: text.minutesBetweenOption(minutes),
}));

/**
 * When and where: the first matchday (one of the tournament's days), the first kick-off, the venue,
 * the gap between matchdays and the one between a day's kick-offs.
 */
export function ScheduleFields({
  draft,
  errors,
  set,
  days,
}: Omit<DraftSectionProps, 'teams'> & { days: TournamentDays }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput
        type="date"
        label={text.firstDay}
        withAsterisk
        min={days.startDate.slice(0, 10)}
        max={days.endDate.slice(0, 10)}
        value={draft.firstDay}
        error={errors.firstDay}
        onChange={(event) => set({ firstDay: event.currentTarget.value })}
      />
      <TextInput
        type="time"
        label={text.time}
        withAsterisk
        value={draft.time}
        error={errors.time}
        onChange={(event) => set({ time: event.currentTarget.value })}
      />
      <TextInput
        label={text.venue}
        withAsterisk
        maxLength={120}
        value={draft.venue}
        error={errors.venue}
        onChange={(event) => set({ venue: event.currentTarget.value })}
      />
      <TextInput
        type="number"
        inputMode="numeric"
        min={0}
        max={DAYS_BETWEEN_MAX}
        label={text.daysBetween}
        value={draft.daysBetween}
        error={errors.daysBetween}
        onChange={(event) => set({ daysBetween: event.currentTarget.value })}
      />
      <NativeSelect
        size="md"
        label={text.minutesBetween}
        data={minutesOptions}
        value={draft.minutesBetween}
        error={errors.minutesBetween}
        onChange={(event) => set({ minutesBetween: event.currentTarget.value })}
      />
    </SimpleGrid>
  );
}
