import { Button, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { TOURNAMENT_DESCRIPTION_MAX, TOURNAMENT_LOGO_COMPRESSION } from '../../../../shared/constants';
import { organiserMessages } from '../../../../shared/messages';
import type { TournamentSummary } from '../../../../shared/schemas/reads';
import { toast } from '../../../app/toasts';
import { ImageInput } from '../../../components/image-input';
import { useFormSubmit } from '../../../components/use-form-submit';
import { createTournament } from '../api';
import {
  blankTournament,
  type TournamentFormValues,
  timeZoneOptions,
  tournamentBody,
  validateTournament,
} from './tournament-form';

const text = organiserMessages.tournamentForm;
/** How close to its limit the description shows its count. */
const DESCRIPTION_COUNT_FROM_END = 200;

/** Name, description, days, time zone and logo; 'Creating...' while the logo compresses or the call runs. */
export function CreateTournamentForm({ onCreated }: { onCreated: (tournament: TournamentSummary) => void }) {
  const form = useForm<TournamentFormValues>({ initialValues: blankTournament(), validate: validateTournament });
  const zones = useMemo(() => timeZoneOptions(), []);
  const { busy, setCompressing, run } = useFormSubmit(text.failed);

  const submit = form.onSubmit((values) =>
    run(async () => {
      const created = await createTournament(tournamentBody(values));
      toast.success(text.created(created.name));
      form.reset();
      onCreated(created);
    }),
  );

  // Counted as the server counts (trimmed) once the description nears its limit, not cut off.
  const descriptionLength = form.values.description.trim().length;
  const nearLimit = descriptionLength > TOURNAMENT_DESCRIPTION_MAX - DESCRIPTION_COUNT_FROM_END;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={text.name} withAsterisk size="md" maxLength={100} {...form.getInputProps('name')} />
        <Textarea
          label={text.description}
          withAsterisk
          size="md"
          autosize
          minRows={3}
          // It stops growing (and scrolls within) so the count under it stays in view while typing on a phone.
          maxRows={8}
          description={nearLimit ? text.characters(descriptionLength, TOURNAMENT_DESCRIPTION_MAX) : undefined}
          // Under the field: appearing above it, the count pushed the text being typed down a line.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput type="date" label={text.startDate} withAsterisk size="md" {...form.getInputProps('startDate')} />
          <TextInput type="date" label={text.endDate} withAsterisk size="md" {...form.getInputProps('endDate')} />
        </SimpleGrid>
        <Select
          label={text.timeZone}
          description={text.timeZoneHint}
          withAsterisk
          searchable
          allowDeselect={false}
          size="md"
          data={zones}
          {...form.getInputProps('timeZone')}
        />
        <ImageInput
          label={text.logo}
          hint={text.logoHint}
          value={form.values.logo}
          onChange={(logo) => form.setFieldValue('logo', logo)}
          compression={TOURNAMENT_LOGO_COMPRESSION}
          onBusyChange={setCompressing}
        />
        <Button type="submit" size="md" mih={44} disabled={busy}>
          {busy ? text.creating : text.submit}
        </Button>
      </Stack>
    </form>
  );
}
