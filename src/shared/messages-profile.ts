/**
 * Texts of the profile screen: the `profile` section of messages.ts (its fixed-wording toasts stay in
 * messages.profile), in its own module so only the /profile route loads it.
 */
export const profileMessages = {
  title: 'Profile',
  noPosition: 'Position not set',
  statsLabel: 'Season statistics',
  stats: {
    appearances: 'Appearances',
    goals: 'Goals',
    assists: 'Assists',
    goalsSaved: 'Goal saved',
  },
  cards: {
    red: 'Red Card',
    yellow: 'Yellow Card',
  },
  editProfile: 'Edit Profile',
  myTeams: 'My Teams',
  addTeam: 'Add Team',
  noTeams: 'You are not in a team yet. Create one and add your players.',
  login: 'Log in',
  retry: 'Retry',
  form: {
    photo: 'Photo',
    photoHint: 'Max 300x300px',
    name: 'Full name',
    nameRequired: 'Full name is required',
    email: 'Email',
    dob: 'Date of birth',
    gender: 'Gender',
    primaryPosition: 'Primary position',
    preferredFoot: 'Preferred foot',
    city: 'City',
    message: 'Message',
    messageHint: 'A line about you, shown on your profile',
    choose: 'Choose…',
    save: 'Save Changes',
    saving: 'Saving...',
    cancel: 'Cancel',
    invalidEmail: 'Enter a valid email address',
  },
  genders: { MALE: 'Male', FEMALE: 'Female', OTHER: 'Other' },
  positions: { STRIKER: 'Striker', MIDFIELDER: 'Midfielder', DEFENDER: 'Defender', GOALKEEPER: 'Goalkeeper' },
  feet: { RIGHT: 'Right', LEFT: 'Left', BOTH: 'Both' },
} as const;
