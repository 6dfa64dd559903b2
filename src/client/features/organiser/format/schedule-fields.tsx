import { SimpleGrid, TextInput } from '@mantine/core';
import type { TournamentDays } from '../../../../shared/domain/fixture-rules';
import { organiserMessages } from '../../../../shared/messages';
import { DAYS_BETWEEN_MAX } from '../../../../shared/schemas/competition';
import type { DraftSectionProps } from './draft-props';

const text = organiserMessages.format;

/** When and where: the first matchday (one of the tournament's days), the kick-off, the venue and the gap between matchdays. */
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
    </SimpleGrid>
  );
}
