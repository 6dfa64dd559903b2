import { Alert, Button, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { planDays } from '../../../../shared/domain/formats';
import { organiserMessages } from '../../../../shared/messages';
import type { TournamentDetail } from '../../../../shared/schemas/reads';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { options } from './draft-props';
import {
  type DrawMode,
  draftErrors,
  type FormatDraft,
  type FormatKind,
  formatBody,
  initialDraft,
  patchDraft,
  previewPlan,
  seedOrder,
} from './format-draft';
import { FormatPreview } from './format-preview';
import { GroupsFields } from './groups-fields';
import { ScheduleFields } from './schedule-fields';
import { SeedOrder } from './seed-order';
import { TieBreakFields } from './tie-break-fields';
import { useFormatSubmit } from './use-format-submit';

const text = organiserMessages.format;
const KINDS: readonly FormatKind[] = ['league', 'groups-knockout', 'knockout'];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The organiser's choices for a competition format, a preview worked out as they change, and the submit. */
export function FormatBuilder({ tournament }: { tournament: TournamentDetail }) {
  const { teams } = tournament;
  const teamIds = useMemo(() => teams.map((team) => team.id), [teams]);
  const [draft, setDraft] = useState<FormatDraft>(() => initialDraft(teamIds, tournament));
  const set = (patch: Partial<FormatDraft>) => setDraft((old) => patchDraft(old, patch, teamIds));
  const submit = useFormatSubmit(tournament.id);

  const plan = previewPlan(draft, teamIds);
  const errors = draftErrors(draft, plan, tournament);
  const blocked = Object.keys(errors).length > 0;
  const props = { draft, errors, set };
  const knockout = draft.kind === 'knockout';

  return (
    <Stack gap="md">
      <Text c="dimmed">{text.intro(teams.length)}</Text>
      <Section id="format-kind" title={text.kindTitle}>
        <NativeSelect
          size="md"
          label={text.kind}
          data={options(KINDS, (kind) => text.kinds[kind])}
          value={draft.kind}
          error={errors.kind}
          onChange={(event) => set({ kind: event.currentTarget.value as FormatKind })}
        />
        {!knockout && (
          <NativeSelect
            size="md"
            label={text.rounds}
            data={options([1, 2] as const, (n) => (n === 1 ? text.roundsOnce : text.roundsTwice))}
            value={String(draft.rounds)}
            onChange={(event) => set({ rounds: Number(event.currentTarget.value) as 1 | 2 })}
          />
        )}
        {draft.kind !== 'league' && (
          <NativeSelect
            size="md"
            label={text.thirdPlace}
            data={options(['no', 'yes'], (value) => (value === 'yes' ? text.thirdPlaceYes : text.thirdPlaceNo))}
            value={draft.thirdPlace ? 'yes' : 'no'}
            onChange={(event) => set({ thirdPlace: event.currentTarget.value === 'yes' })}
          />
        )}
      </Section>
      {draft.kind === 'groups-knockout' && (
        <Section id="format-groups" title={text.groupsTitle}>
          <GroupsFields {...props} teams={teams} />
        </Section>
      )}
      {knockout && (
        <Section id="format-seeding" title={text.seedingTitle}>
          <NativeSelect
            size="md"
            label={text.seeding}
            description={text.seedsHint}
            data={options<DrawMode>(['random', 'hand'], (mode) =>
              mode === 'random' ? text.seedsDrawn : text.seedsByHand,
            )}
            value={draft.seedDraw}
            onChange={(event) => set({ seedDraw: event.currentTarget.value as DrawMode })}
          />
          {draft.seedDraw === 'hand' && (
            <SeedOrder teams={teams} seeds={seedOrder(draft, teamIds)} onChange={(seeds) => set({ seeds })} />
          )}
        </Section>
      )}
      {!knockout && (
        <Section id="format-tie-breakers" title={text.tieBreakTitle}>
          <TieBreakFields {...props} />
        </Section>
      )}
      <Section id="format-schedule" title={text.scheduleTitle}>
        <ScheduleFields {...props} days={tournament} />
      </Section>
      {!('problem' in plan) && (
        <FormatPreview
          plan={plan}
          days={planDays(plan, draft.firstDay, Number(draft.daysBetween)).count}
          time={draft.time}
          minutesBetween={Number(draft.minutesBetween)}
          daysBetween={Number(draft.daysBetween)}
          teams={teams}
          groupsDrawn={draft.kind === 'groups-knockout' && draft.groupDraw === 'random'}
          seedsDrawn={knockout && draft.seedDraw === 'random'}
        />
      )}
      {submit.failure && (
        <Alert role="alert" color="red" variant="light" styles={{ message: { color: 'var(--mantine-color-text)' } }}>
          {submit.failure}
        </Alert>
      )}
      {blocked && (
        <Text size="sm" c="dimmed">
          {text.fixHint}
        </Text>
      )}
      <Button
        size="md"
        mih={44}
        disabled={blocked}
        loading={submit.busy}
        style={{ alignSelf: 'flex-start' }}
        onClick={() => submit.submit(formatBody(draft, teamIds))}
      >
        {text.submit}
      </Button>
      <ConfirmDialog
        opened={submit.replaceMessage !== null}
        message={submit.replaceMessage ?? ''}
        confirmLabel={text.replaceConfirm}
        busy={submit.busy}
        onConfirm={submit.confirmReplace}
        onCancel={submit.cancelReplace}
      />
    </Stack>
  );
}
