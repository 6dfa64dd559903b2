import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ChangeEvent } from 'react';
import type { TournamentDays } from '../../../../shared/domain/fixture-rules';
import { organiserMessages } from '../../../../shared/messages';
import type { TeamRefRead } from '../../../../shared/schemas/reads';
import { formatDay } from '../../../components/date-format';
import { awayChoices, type CardErrors, type DraftFixture, FORM_STATUSES, type FormStatus } from './fixture-draft';

const text = organiserMessages.fixtures;

interface FixtureCardEditorProps {
  draft: DraftFixture;
  index: number;
  teams: readonly TeamRefRead[];
  /** The tournament's days: the date picker offers only them. */
  days: TournamentDays;
  disabled: boolean;
  /** What a refused submit found wrong with this card's fields. */
  errors: CardErrors;
  onChange: (patch: Partial<Omit<DraftFixture, 'key'>>) => void;
  onDelete: () => void;
}

const teamOptions = (teams: readonly TeamRefRead[]) => [
  { value: '', label: text.pickTeam, disabled: true },
  ...teams.map((team) => ({ value: team.id, label: team.name })),
];
const statusOptions = [
  { value: '', label: text.statusPlaceholder },
  ...FORM_STATUSES.map((s) => ({ value: s, label: text.statuses[s] })),
];

/** One fixture card: its fields while editing ('Save Changes' closes it), else a summary with Edit. */
export function FixtureCardEditor({
  draft,
  index,
  teams,
  days,
  disabled,
  errors,
  onChange,
  onDelete,
}: FixtureCardEditorProps) {
  const n = index + 1;
  const headingId = `${draft.key}-heading`;
  const nameOf = (id: string) => teams.find((team) => team.id === id)?.name ?? text.notSet;
  const field = (key: 'matchDate' | 'time' | 'venue') => ({
    value: draft[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ [key]: event.currentTarget.value }),
    size: 'md' as const,
    disabled,
    error: errors[key],
  });

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {text.fixture(n)}
        </Title>
        {draft.editing ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NativeSelect
              label={text.homeTeam}
              size="md"
              disabled={disabled}
              data={teamOptions(teams)}
              value={draft.homeTeam}
              error={errors.homeTeam}
              onChange={(event) => onChange({ homeTeam: event.currentTarget.value })}
            />
            <NativeSelect
              label={text.awayTeam}
              size="md"
              disabled={disabled}
              data={teamOptions(awayChoices(teams, draft.homeTeam))}
              value={draft.awayTeam}
              error={errors.awayTeam}
              onChange={(event) => onChange({ awayTeam: event.currentTarget.value })}
            />
            <TextInput
              type="date"
              label={text.date}
              min={days.startDate.slice(0, 10)}
              max={days.endDate.slice(0, 10)}
              {...field('matchDate')}
            />
            <TextInput type="time" label={text.time} {...field('time')} />
            <TextInput label={text.venue} maxLength={120} {...field('venue')} />
            <NativeSelect
              label={text.status}
              size="md"
              disabled={disabled}
              data={statusOptions}
              value={draft.status}
              onChange={(event) => onChange({ status: event.currentTarget.value as FormStatus | '' })}
            />
          </SimpleGrid>
        ) : (
          <Stack gap={2}>
            <Text fw={700}>
              {nameOf(draft.homeTeam)} {text.vs} {nameOf(draft.awayTeam)}
            </Text>
            <Text size="sm" c="dimmed">
              {[
                draft.matchDate ? formatDay(draft.matchDate) : text.notSet,
                draft.time || text.notSet,
                draft.venue || text.notSet,
              ].join(' · ')}
              {draft.status ? ` · ${text.statuses[draft.status]}` : ''}
            </Text>
          </Stack>
        )}
        <Group gap="sm">
          {draft.editing ? (
            <Button mih={44} variant="light" disabled={disabled} onClick={() => onChange({ editing: false })}>
              {text.saveChanges}
            </Button>
          ) : (
            <Button
              mih={44}
              variant="light"
              disabled={disabled}
              onClick={() => onChange({ editing: true })}
              aria-label={text.editLabel(n)}
            >
              {text.edit}
            </Button>
          )}
          <Button
            mih={44}
            variant="subtle"
            color="red"
            disabled={disabled}
            onClick={onDelete}
            aria-label={text.deleteLabel(n)}
          >
            {text.delete}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
