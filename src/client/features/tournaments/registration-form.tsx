import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { REGISTRATION_DELAY_MS } from '../../../shared/constants';
import { browseMessages } from '../../../shared/messages';

const text = browseMessages.registration;
const FIELDS = ['name', 'org', 'ground', 'secondName', 'secondGround'] as const;
type Field = (typeof FIELDS)[number];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The local-only registration form (docs/rules.md#screens-and-routes): five required fields, a simulated 1 s send, no server call. */
export function RegistrationForm({ onClose }: { onClose: () => void }) {
  const [state, setState] = useState<'editing' | 'sending' | 'done'>('editing');
  const form = useForm<Record<Field, string>>({
    initialValues: { name: '', org: '', ground: '', secondName: '', secondGround: '' },
    validate: Object.fromEntries(
      FIELDS.map((field) => [field, (value: string) => (value.trim() ? null : text.required(text.fields[field]))]),
    ),
  });

  const submit = form.onSubmit(async () => {
    setState('sending');
    await wait(REGISTRATION_DELAY_MS);
    setState('done');
  });

  if (state === 'done') {
    return (
      <Stack gap="md">
        <Text role="status">{text.done}</Text>
        <Button onClick={onClose} mih={44}>
          {text.close}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{text.intro}</Text>
        {FIELDS.map((field) => (
          <TextInput key={field} label={text.fields[field]} withAsterisk {...form.getInputProps(field)} />
        ))}
        <Button type="submit" loading={state === 'sending'} mih={44}>
          {text.submit}
        </Button>
      </Stack>
    </form>
  );
}
