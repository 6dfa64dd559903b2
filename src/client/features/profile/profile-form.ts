import { profileMessages } from '../../../shared/messages';
import { dateOfBirth, type Profile, type UpdateUserDetailsBody } from '../../../shared/schemas/auth';
import type { Gender, PlayerPosition, PreferredFoot } from '../../../shared/schemas/enums';

export interface ProfileFormValues {
  name: string;
  email: string;
  dob: string;
  gender: Gender | '';
  primaryPosition: PlayerPosition | '';
  preferredFoot: PreferredFoot | '';
  city: string;
  message: string;
  image: string | null;
}

/** The Edit Profile form, filled from the profile; unknown enum values start blank. */
export function profileValues(profile: Profile): ProfileFormValues {
  return {
    name: profile.name,
    email: profile.email ?? '',
    dob: profile.dob?.slice(0, 10) ?? '',
    gender: (profile.gender ?? '') as ProfileFormValues['gender'],
    primaryPosition: (profile.primaryPosition ?? '') as ProfileFormValues['primaryPosition'],
    preferredFoot: (profile.preferredFoot ?? '') as ProfileFormValues['preferredFoot'],
    city: profile.city ?? '',
    message: profile.message ?? '',
    image: profile.image,
  };
}

/** Loose on purpose: the input is of type email and the server checks it properly. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateProfile(values: ProfileFormValues): Partial<Record<keyof ProfileFormValues, string>> {
  const errors: Partial<Record<keyof ProfileFormValues, string>> = {};
  if (!values.name.trim()) errors.name = profileMessages.form.nameRequired;
  if (values.email.trim() && !EMAIL.test(values.email.trim())) errors.email = profileMessages.form.invalidEmail;
  // The server's own rule and words (in the future, before 1900), said on the field.
  const dob = values.dob && dateOfBirth.safeParse(values.dob);
  if (dob && !dob.success) errors.dob = dob.error.issues[0]?.message;
  return errors;
}

/** PUT auth/updateUserdetails: the profile fields; the photo only when it changed (null removes it). */
export function profilePayload(values: ProfileFormValues, original: Profile): UpdateUserDetailsBody {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    dob: values.dob,
    gender: values.gender || null,
    primaryPosition: values.primaryPosition || null,
    preferredFoot: values.preferredFoot || null,
    city: values.city.trim(),
    message: values.message.trim(),
    ...(values.image !== original.image ? { image: values.image } : {}),
  };
}
