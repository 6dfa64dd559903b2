import { NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { TIE_BREAK_PRESETS, type TieBreakPreset } from '../../../../shared/domain/formats';
import { organiserMessages } from '../../../../shared/messages';
import { CARD_POINTS_MAX } from '../../../../shared/schemas/competition';
import { type DraftSectionProps, options } from './draft-props';

const text = organiserMessages.format;
const PRESETS = Object.keys(TIE_BREAK_PRESETS) as TieBreakPreset[];
const CARDS = ['yellow', 'secondYellow', 'red'] as const;

/** The order of tie-breakers, in words, and fair play with its card points. */
export function TieBreakFields({ draft, errors, set }: Omit<DraftSectionProps, 'teams'>) {
  return (
    <Stack gap="sm">
      <NativeSelect
        size="md"
        label={text.tieBreak}
        description={text.presetHints[draft.preset]}
        data={options(PRESETS, (preset) => text.presets[preset])}
        value={draft.preset}
        onChange={(event) => set({ preset: event.currentTarget.value as TieBreakPreset })}
      />
      <NativeSelect
        size="md"
        label={text.fairPlay}
        description={text.fairPlayHint}
        data={options(['off', 'on'], (value) => (value === 'on' ? text.fairPlayOn : text.fairPlayOff))}
        value={draft.fairPlay ? 'on' : 'off'}
        onChange={(event) => set({ fairPlay: event.currentTarget.value === 'on' })}
      />
      {draft.fairPlay && (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          {CARDS.map((card) => (
            <TextInput
              key={card}
              type="number"
              inputMode="numeric"
              min={0}
              max={CARD_POINTS_MAX}
              label={text.cardPoints[card]}
              value={draft.weights[card]}
              error={errors[card]}
              onChange={(event) => set({ weights: { ...draft.weights, [card]: event.currentTarget.value } })}
            />
          ))}
        </SimpleGrid>
      )}
      <Text size="sm" c="dimmed">
        {text.lotsLast}
      </Text>
    </Stack>
  );
}
