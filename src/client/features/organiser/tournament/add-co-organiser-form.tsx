import { Button, Stack, Title } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { useState } from 'react';
import { organiserMessages } from '../../../../shared/messages';
import type { CoOrganiserLookup } from '../../../../shared/schemas/co-organisers';
import { toast } from '../../../app/toasts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PhoneNumberInput } from '../../../components/phone-number-input';
import { addCoOrganiser, lookUpCoOrganiser } from '../api';
import { coOrganiserFailure } from './co-organiser-failure';

const text = organiserMessages.coOrganisers;

/**
 * The admin's form: a phone number in, whose account it is shown to confirm, and only then a
 * co-organiser out (a mistyped digit must not hand a stranger the tournament); the server's refusal
 * shows under the field.
 */
export function AddCoOrganiserForm({ tournamentId, onAdded }: { tournamentId: string; onAdded: () => unknown }) {
  const [busy, setBusy] = useState(false);
  // Kept while the dialog closes, so its question does not go blank as it fades.
  const [found, setFound] = useState<{ person: CoOrganiserLookup; phoneNumber: string; open: boolean } | null>(null);
  const form = useForm({
    initialValues: { phoneNumber: '' },
    validate: { phoneNumber: isNotEmpty(text.phoneRequired) },
  });
  const close = () => setFound((old) => old && { ...old, open: false });

  const lookUp = async ({ phoneNumber }: { phoneNumber: string }) => {
    setBusy(true);
    try {
      const envelope = await lookUpCoOrganiser(tournamentId, phoneNumber.trim());
      const person = envelope.data as CoOrganiserLookup;
      if (person.already) form.setFieldError('phoneNumber', text.already(person.name));
      else setFound({ person, phoneNumber: phoneNumber.trim(), open: true });
    } catch (error) {
      form.setFieldError('phoneNumber', coOrganiserFailure(error, text.addFailed));
    } finally {
      setBusy(false);
    }
  };

  const add = async () => {
    if (!found) return;
    setBusy(true);
    try {
      const envelope = await addCoOrganiser(tournamentId, found.phoneNumber);
      toast.success(envelope.message ?? text.added(envelope.data?.name ?? ''));
      form.reset();
      await onAdded();
    } catch (error) {
      form.setFieldError('phoneNumber', coOrganiserFailure(error, text.addFailed));
    } finally {
      setBusy(false);
      close();
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void lookUp(values))} noValidate aria-labelledby="add-co-organiser">
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
        <Button type="submit" size="lg" loading={busy && !found?.open} style={{ alignSelf: 'flex-start' }}>
          {text.add}
        </Button>
      </Stack>
      <ConfirmDialog
        opened={found?.open ?? false}
        message={found ? text.confirmAdd(found.person.name, found.person.maskedPhone) : ''}
        confirmLabel={text.add}
        confirmColor="green"
        busy={busy}
        onConfirm={() => void add()}
        onCancel={close}
      />
    </form>
  );
}
