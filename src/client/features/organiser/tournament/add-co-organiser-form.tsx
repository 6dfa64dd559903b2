import { Button, Stack, Title } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { useState } from 'react';
import { organiserMessages } from '../../../../shared/messages';
import { toast } from '../../../app/toasts';
import { PhoneNumberInput } from '../../../components/phone-number-input';
import { addCoOrganiser } from '../api';
import { coOrganiserFailure } from './co-organiser-failure';

const text = organiserMessages.coOrganisers;

/** The admin's form: a phone number in, a co-organiser out; the server's refusal shows under the field. */
export function AddCoOrganiserForm({ tournamentId, onAdded }: { tournamentId: string; onAdded: () => unknown }) {
  const [saving, setSaving] = useState(false);
  const form = useForm({
    initialValues: { phoneNumber: '' },
    validate: { phoneNumber: isNotEmpty(text.phoneRequired) },
  });

  const submit = async ({ phoneNumber }: { phoneNumber: string }) => {
    setSaving(true);
    try {
      const envelope = await addCoOrganiser(tournamentId, phoneNumber.trim());
      toast.success(envelope.message ?? text.added(envelope.data?.name ?? ''));
      form.reset();
      await onAdded();
    } catch (error) {
      form.setFieldError('phoneNumber', coOrganiserFailure(error, text.addFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate aria-labelledby="add-co-organiser">
      <Stack gap="sm">
        <Title order={3} size="h5" id="add-co-organiser">
          {text.addTitle}
        </Title>
        <PhoneNumberInput
          {...form.getInputProps('phoneNumber')}
          label={text.phoneLabel}
          description={text.phoneHint}
          autoComplete="off"
        />
        <Button type="submit" size="lg" loading={saving} style={{ alignSelf: 'flex-start' }}>
          {text.add}
        </Button>
      </Stack>
    </form>
  );
}
