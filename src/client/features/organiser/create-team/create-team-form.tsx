import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ABBREVIATION_MAX, SMALL_IMAGE_COMPRESSION } from '../../../../shared/constants';
import { organiserMessages } from '../../../../shared/messages';
import { toast } from '../../../app/toasts';
import { ImageInput } from '../../../components/image-input';
import { useFormSubmit } from '../../../components/use-form-submit';
import { ApiError } from '../../../lib/api';
import { type CreatedTeam, createTeam } from '../api';
import { blankTeam, capAbbreviation, type TeamFormValues, teamBody, validateTeam } from './team-form';

const text = organiserMessages.createTeam;

interface CreateTeamFormProps {
  onCreated: (team: CreatedTeam) => void;
  /** What a failure says when the server gives no reason: the page and the Profile dialog word it differently. */
  failedText: string;
}

/** Logo, name, description and abbreviation; a field's error clears as soon as it is edited. */
export function CreateTeamForm({ onCreated, failedText }: CreateTeamFormProps) {
  const form = useForm<TeamFormValues>({ initialValues: blankTeam(), validate: validateTeam });
  const { busy, setCompressing, run } = useFormSubmit(failedText);

  const submit = form.onSubmit((values) =>
    run(async () => {
      const team = await createTeam(teamBody(values)).catch((error: unknown) => {
        // A name the manager already uses: said on the field too, which keeps it until it is edited.
        if (error instanceof ApiError && error.status === 409) form.setFieldError('name', error.message);
        throw error;
      });
      toast.success(text.success);
      onCreated(team);
    }),
  );

  const abbreviation = form.getInputProps('abbreviation');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ImageInput
          label={text.logo}
          hint={text.logoHint}
          value={form.values.logo}
          onChange={(logo) => form.setFieldValue('logo', logo)}
          compression={SMALL_IMAGE_COMPRESSION}
          onBusyChange={setCompressing}
        />
        <TextInput label={text.name} withAsterisk size="md" maxLength={60} {...form.getInputProps('name')} />
        <Textarea
          label={text.description}
          withAsterisk
          size="md"
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps('description')}
        />
        <TextInput
          label={text.abbreviation}
          description={text.abbreviationHint}
          withAsterisk
          size="md"
          maxLength={ABBREVIATION_MAX}
          autoCapitalize="characters"
          {...abbreviation}
          onChange={(event) => form.setFieldValue('abbreviation', capAbbreviation(event.currentTarget.value))}
        />
        <Button type="submit" size="md" mih={44} disabled={busy}>
          {busy ? text.creating : text.submit}
        </Button>
      </Stack>
    </form>
  );
}
