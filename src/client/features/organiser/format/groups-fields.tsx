import { NativeSelect, Stack } from '@mantine/core';
import { groupCountOptions, groupSizes } from '../../../../shared/domain/formats';
import { organiserMessages } from '../../../../shared/messages';
import { type DraftSectionProps, options } from './draft-props';
import type { DrawMode } from './format-draft';
import { GroupAssignment } from './group-assignment';

const text = organiserMessages.format;

/** Groups then knockout: how many groups, drawn or set by hand, and who goes through from them. */
export function GroupsFields({ draft, errors, teams, set }: DraftSectionProps) {
  const counts = groupCountOptions(teams.length);
  const bestPlacedChoices = Array.from({ length: draft.groupCount + 1 }, (_, i) => i);
  const position = text.placedNames[draft.advance] ?? '';
  return (
    <Stack gap="sm">
      <NativeSelect
        size="md"
        label={text.groupCount}
        data={options(counts, (n) => text.groupCountOption(n, groupSizes(teams.length, n).join(', ')))}
        value={String(draft.groupCount)}
        error={counts.length === 0 ? text.noGroupCount : draft.groupDraw === 'random' && errors.groups}
        onChange={(event) => set({ groupCount: Number(event.currentTarget.value) })}
      />
      <NativeSelect
        size="md"
        label={text.draw}
        data={options<DrawMode>(['random', 'hand'], (mode) => (mode === 'random' ? text.drawRandom : text.drawByHand))}
        value={draft.groupDraw}
        onChange={(event) => set({ groupDraw: event.currentTarget.value as DrawMode })}
      />
      {draft.groupDraw === 'hand' && (
        <GroupAssignment
          teams={teams}
          groupCount={draft.groupCount}
          groupOf={draft.groupOf}
          error={errors.groups}
          onChange={(groupOf) => set({ groupOf })}
        />
      )}
      <NativeSelect
        size="md"
        label={text.advance}
        data={options([1, 2, 3] as const, (n) => text.advanceOptions[n])}
        value={String(draft.advance)}
        error={errors.advance}
        onChange={(event) => set({ advance: Number(event.currentTarget.value) as 1 | 2 | 3 })}
      />
      <NativeSelect
        size="md"
        label={text.bestPlaced}
        description={text.bestPlacedHint(draft.bestPlaced, position)}
        data={options(bestPlacedChoices, String)}
        value={String(draft.bestPlaced)}
        error={errors.bestPlaced}
        onChange={(event) => set({ bestPlaced: Number(event.currentTarget.value) })}
      />
    </Stack>
  );
}
