import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { DEFAULT_VENUE } from '../../../../shared/constants';
import { type FixtureCard, newPairings, type Pairing, roundRobin } from '../../../../shared/domain/fixture-rules';
import { organiserMessages } from '../../../../shared/messages';

const text = organiserMessages.roundRobin;

interface RoundRobinValues {
  rounds: '1' | '2';
  startDate: string;
  daysBetween: string;
  time: string;
  venue: string;
}

function validate(values: RoundRobinValues) {
  const errors: Partial<Record<keyof RoundRobinValues, string>> = {};
  if (!values.startDate) errors.startDate = text.required(text.firstDate);
  if (!values.time) errors.time = text.required(text.time);
  if (!values.venue.trim()) errors.venue = text.required(text.venue);
  if (!(Number(values.daysBetween) >= 1)) errors.daysBetween = text.daysMin;
  return errors;
}

interface RoundRobinDialogProps {
  opened: boolean;
  teamIds: readonly string[];
  /** The tournament's fixtures so far: their pairings are left out. */
  existing: readonly Pairing[];
  onClose: () => void;
  /** The new cards, and how many pairings were left out for having a fixture already. */
  onGenerate: (cards: FixtureCard[], leftOut: number) => void;
}

/**
 * The buttons stay at the dialog's foot while its fields scroll: on a 360 px phone the fields (and
 * their error lines) are taller than the dialog, and 'Generate fixtures' was cut off at its edge.
 */
const FOOTER_STYLE = {
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  background: 'var(--mantine-color-body)',
  borderTop: '1px solid var(--mantine-color-default-border)',
  margin:
    '0 calc(var(--mb-padding, var(--mantine-spacing-md)) * -1) calc(var(--mb-padding, var(--mantine-spacing-md)) * -1)',
  padding: 'var(--mantine-spacing-sm) var(--mb-padding, var(--mantine-spacing-md))',
} as const;

const NOTHING_YET = { matchdays: [], leftOut: 0 } as const;

/** Every pairing of the tournament's teams without a fixture yet (roundRobin), to fill the cards in one go. */
export function RoundRobinDialog({ opened, teamIds, existing, onClose, onGenerate }: RoundRobinDialogProps) {
  const form = useForm<RoundRobinValues>({
    initialValues: { rounds: '1', startDate: '', daysBetween: '7', time: '10:00', venue: DEFAULT_VENUE },
    validate,
  });
  // A press of Generate when there is nothing new: the note says why, as an alert.
  const [refused, setRefused] = useState(false);
  const rounds = form.values.rounds === '2' ? 2 : 1;
  // Worked out while the dialog is open only: the builder draws it again on every key typed in a card.
  const { matchdays, leftOut } = opened ? newPairings(teamIds, rounds, existing) : NOTHING_YET;
  const nothingNew = matchdays.length === 0 && leftOut > 0;
  form.watch('rounds', () => setRefused(false));
  const close = () => {
    setRefused(false);
    onClose();
  };
  const submit = form.onSubmit((values) => {
    if (nothingNew) return setRefused(true);
    onGenerate(
      roundRobin(
        teamIds,
        {
          rounds,
          startDate: values.startDate,
          daysBetween: Number(values.daysBetween),
          time: values.time,
          venue: values.venue.trim(),
        },
        existing,
      ),
      leftOut,
    );
    close();
  });

  return (
    <Modal opened={opened} onClose={close} title={text.title} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {text.intro(teamIds.length)}
          </Text>
          {leftOut > 0 && (
            <Text
              size="sm"
              fw={nothingNew ? 600 : undefined}
              c={refused ? 'var(--mantine-color-error)' : undefined}
              role={refused ? 'alert' : 'status'}
            >
              {nothingNew ? text.nothingNew : text.willLeaveOut(leftOut)}
            </Text>
          )}
          <NativeSelect
            label={text.rounds}
            size="md"
            data={[
              { value: '1', label: text.single },
              { value: '2', label: text.double },
            ]}
            {...form.getInputProps('rounds')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput type="date" label={text.firstDate} withAsterisk size="md" {...form.getInputProps('startDate')} />
            <TextInput
              type="number"
              inputMode="numeric"
              label={text.daysBetween}
              min={1}
              max={60}
              size="md"
              {...form.getInputProps('daysBetween')}
            />
            <TextInput type="time" label={text.time} withAsterisk size="md" {...form.getInputProps('time')} />
            <TextInput label={text.venue} withAsterisk size="md" maxLength={120} {...form.getInputProps('venue')} />
          </SimpleGrid>
          <Group justify="flex-end" gap="xs" style={FOOTER_STYLE}>
            <Button variant="default" mih={44} px="sm" onClick={close}>
              {text.cancel}
            </Button>
            <Button type="submit" mih={44} px="md">
              {text.generate}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
