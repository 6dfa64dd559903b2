import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { NAME_MAX, SMALL_IMAGE_COMPRESSION } from '../../../shared/constants';
import { messages, profileMessages } from '../../../shared/messages';
import { DOB_MIN, type Profile } from '../../../shared/schemas/auth';
import { GENDERS, PLAYER_POSITIONS, PREFERRED_FEET } from '../../../shared/schemas/enums';
import { toast } from '../../app/toasts';
import { ImageInput } from '../../components/image-input';
import { useFormSubmit } from '../../components/use-form-submit';
import { useIsMobile } from '../../lib/use-is-mobile';
import { updateProfile } from './api';
import { type ProfileFormValues, profilePayload, profileValues, validateProfile } from './profile-form';

const text = profileMessages.form;
const options = (values: readonly string[], labels: Record<string, string>) => [
  { value: '', label: text.choose },
  ...values.map((value) => ({ value, label: labels[value] ?? value })),
];
const today = () => new Date().toISOString().slice(0, 10);

interface EditProfileDialogProps {
  profile: Profile;
  opened: boolean;
  onClose: () => void;
  /** Called after a successful save, to read the profile again. */
  onSaved: () => void;
}

/** The Edit Profile dialog: email, date of birth, gender, position, foot, city, message and photo. */
export function EditProfileDialog({ profile, opened, onClose, onSaved }: EditProfileDialogProps) {
  const mobile = useIsMobile();
  const form = useForm<ProfileFormValues>({ initialValues: profileValues(profile), validate: validateProfile });
  const { saving, busy, setCompressing, run } = useFormSubmit(messages.profile.updateFailed);

  const submit = form.onSubmit((values) =>
    run(async () => {
      await updateProfile(profilePayload(values, profile));
      toast.success(messages.profile.updateSuccess);
      onSaved();
      onClose();
    }),
  );

  const select = (key: 'gender' | 'primaryPosition' | 'preferredFoot') => ({
    size: 'md' as const,
    ...form.getInputProps(key),
  });
  return (
    <Modal opened={opened} onClose={onClose} title={profileMessages.editProfile} fullScreen={mobile} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ImageInput
            label={text.photo}
            hint={text.photoHint}
            value={form.values.image}
            onChange={(image) => form.setFieldValue('image', image)}
            compression={SMALL_IMAGE_COMPRESSION}
            onBusyChange={setCompressing}
          />
          <TextInput
            label={text.name}
            autoComplete="name"
            size="md"
            maxLength={NAME_MAX}
            {...form.getInputProps('name')}
          />
          <TextInput type="email" label={text.email} autoComplete="email" size="md" {...form.getInputProps('email')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              type="date"
              label={text.dob}
              min={DOB_MIN}
              max={today()}
              size="md"
              {...form.getInputProps('dob')}
            />
            <NativeSelect label={text.gender} data={options(GENDERS, profileMessages.genders)} {...select('gender')} />
            <NativeSelect
              label={text.primaryPosition}
              data={options(PLAYER_POSITIONS, profileMessages.positions)}
              {...select('primaryPosition')}
            />
            <NativeSelect
              label={text.preferredFoot}
              data={options(PREFERRED_FEET, profileMessages.feet)}
              {...select('preferredFoot')}
            />
          </SimpleGrid>
          <TextInput
            label={text.city}
            autoComplete="address-level2"
            maxLength={100}
            size="md"
            {...form.getInputProps('city')}
          />
          <Textarea
            label={text.message}
            description={text.messageHint}
            maxLength={500}
            autosize
            minRows={2}
            size="md"
            {...form.getInputProps('message')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" mih={44} onClick={onClose} disabled={saving}>
              {text.cancel}
            </Button>
            <Button type="submit" mih={44} disabled={busy}>
              {saving ? text.saving : text.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
