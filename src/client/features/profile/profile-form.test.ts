import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../shared/schemas/auth';
import { profilePayload, profileValues, validateProfile } from './profile-form';

const profile: Profile = {
  id: 'u1',
  name: 'Anu Thomas',
  phoneNumber: '+919000000001',
  position: 'STRIKER',
  image: 'data:image/png;base64,AA',
  email: null,
  dob: '1999-04-02',
  gender: 'FEMALE',
  primaryPosition: 'STRIKER',
  preferredFoot: null,
  city: 'Kochi',
  message: null,
  teams: [],
  playerStats: [],
};

describe('profile form', () => {
  it('fills the form from the profile, blanks for missing values', () => {
    expect(profileValues(profile)).toEqual({
      name: 'Anu Thomas',
      email: '',
      dob: '1999-04-02',
      gender: 'FEMALE',
      primaryPosition: 'STRIKER',
      preferredFoot: '',
      city: 'Kochi',
      message: '',
      image: 'data:image/png;base64,AA',
    });
  });

  it('sends the profile fields, the photo only when it changed', () => {
    const values = {
      ...profileValues(profile),
      name: ' Anu M. Thomas ',
      email: ' anu@example.com ',
      preferredFoot: 'LEFT' as const,
    };
    expect(profilePayload(values, profile)).toEqual({
      name: 'Anu M. Thomas',
      email: 'anu@example.com',
      dob: '1999-04-02',
      gender: 'FEMALE',
      primaryPosition: 'STRIKER',
      preferredFoot: 'LEFT',
      city: 'Kochi',
      message: '',
    });
    expect(profilePayload({ ...values, image: null }, profile).image).toBeNull();
  });

  it('asks for a name: a typo can be fixed, but the name cannot be emptied', () => {
    expect(validateProfile({ ...profileValues(profile), name: '  ' })).toEqual({ name: 'Full name is required' });
  });

  it('checks the email only when one is given', () => {
    expect(validateProfile(profileValues(profile))).toEqual({});
    expect(validateProfile({ ...profileValues(profile), email: 'anu@' })).toEqual({
      email: 'Enter a valid email address',
    });
  });

  it("says on the field a date of birth the server would refuse, in the server's words; none is fine", () => {
    const withDob = (dob: string) => validateProfile({ ...profileValues(profile), dob });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(withDob(tomorrow)).toEqual({ dob: 'Date of birth cannot be in the future.' });
    expect(withDob('1890-05-01')).toEqual({ dob: 'Date of birth must be on or after 1 January 1900.' });
    expect(withDob('1900-01-01')).toEqual({});
    expect(withDob('')).toEqual({});
  });
});
