/** Every user-facing text. Fixed wordings are kept exactly (docs/rules.md#texts); keep them in one place, ready for translation. */
export const messages = {
  auth: {
    registrationFailed: 'Registration failed. Please try again.',
    otpVerificationFailed: 'OTP verification failed.',
    loginFailed: 'Login failed. Please try again.',
    resetRequestFailed: 'Failed to send OTP. Please try again.',
    resetFailed: 'Failed to reset password. Please try again.',
    passwordsDoNotMatch: 'Passwords do not match',
    invalidOtp: 'Invalid OTP, please try again.',
    sessionExpired: 'Your session has expired. Please login again.',
    logoutWaitingTitle: 'Changes not sent yet',
    logoutWaiting: (n: number) =>
      `${n === 1 ? '1 change' : `${n} changes`} you made on this phone ${n === 1 ? 'has' : 'have'} not reached the server yet. ${n === 1 ? 'It stays' : 'They stay'} on this phone and ${n === 1 ? 'is' : 'are'} sent when you sign in again.`,
    staySignedIn: 'Stay signed in',
    logoutAnyway: 'Log out anyway',
    loginSuccess: 'Login successful!',
    registrationSuccess: 'Registration successful! Welcome aboard! 🎉',
    otpSent: 'We sent a 6-digit code to your phone.',
    commonPassword: 'This password is one of the most common ones, so it is easy to guess. Please choose another.',
    loginInFlight: 'Signing you in…',
    /** Headings, labels and buttons of the sign-in, sign-up and reset screens. */
    ui: {
      signInTitle: 'Sign In',
      signUpTitle: 'Sign Up',
      resetTitle: 'Reset Password',
      enterOtpTitle: 'Enter OTP',
      resetDoneTitle: 'Password Reset Successful',
      resetDoneText: 'Your password has been changed. You can log in with the new one.',
      resetIntro: 'Enter the phone number of your account and we will text you a code.',
      fullName: 'Full name',
      phoneNumber: 'Phone number',
      phoneHint: 'Without the country code',
      passwordHint: (min: number) => `At least ${min} characters`,
      password: 'Password',
      confirmPassword: 'Confirm password',
      newPassword: 'New password',
      confirmNewPassword: 'Confirm new password',
      required: (label: string) => `${label} is required`,
      login: 'Login',
      register: 'Register',
      forgotPassword: 'Forgot password',
      noAccount: 'New to Pitchside?',
      haveAccount: 'Already have an account?',
      getOtp: 'Get OTP',
      resetPassword: 'Reset password',
      backToLogin: 'Back to Login',
      changeDetails: 'Change details',
      otpSentTo: (phone: string) => `We sent a 6-digit code to ${phone}.`,
      otpGroup: 'One-time code',
      otpDigit: (n: number, total: number) => `Digit ${n} of ${total}`,
      timeLeft: (time: string) => `Time left: ${time}`,
      resendCode: 'Resend code',
      /** Said once the resend timer has run out: the code already sent has not. */
      codeStillWorks: (minutes: number) =>
        `The code we sent stays valid for ${minutes} minutes after sending: enter it if it arrives.`,
      validateOtp: 'Validate OTP',
      resetYourPassword: 'Reset your password',
    },
  },
  profile: {
    loadFailedInline: 'Failed to fetch player data',
    loadFailedToast: 'Failed to load profile data. Please try again.',
    updateSuccess: 'Profile updated successfully! 🎉',
    updateFailed: 'Failed to update profile. Please try again.',
    noData: 'No data available',
  },
  fixtures: {
    fillAllFields: 'Please fill all fields for every fixture!',
    duplicates: 'Duplicate fixtures detected! Please remove duplicates before submitting.',
    /** The same pairing at the same kick-off is a fixture already: most often an earlier submit whose answer was lost. */
    alreadyFixture:
      'These teams already play each other at this date and time in this tournament: an earlier submit may have saved it. Check Match Fixtures before submitting again.',
    outsideDates: "Every match must be played on the tournament's days.",
    atLeastOne: 'At least one fixture is required',
    confirmDelete: 'Are you sure you want to delete this fixture?',
  },
  notFound: 'Page Not Found',
  /** Answers of the server: clear, and never about internals. */
  server: {
    internal: 'Something went wrong on our side. Please try again.',
    notFound: 'Not found.',
    routeNotFound: 'There is no such API call.',
    invalidJson: 'The request body is not valid JSON.',
    bodyNotObject: 'The request body must be a JSON object with the fields of this call.',
    invalidRequest: 'The request is not valid.',
    badUrl: 'The address of this call is not valid.',
    nulCharacter: 'Text cannot contain the NUL character.',
    invalidPhone: 'Enter a valid phone number.',
    /** Text outside its length (schemas/fields.ts); the forms say it on the field in the same words. */
    tooShort: (label: string, min: number) => `${label} must be at least ${min} characters.`,
    tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
    unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json).',
    bodyTooLarge: 'The request is too large.',
    tooManyLiveStreams: 'Too many live pages are open from your network. Close some and try again.',
    tooManyRequests: (seconds: number) => `Too many requests. Please try again in ${seconds} seconds.`,
    unauthorized: 'Please sign in to continue.',
    sessionEnded: 'Your session has ended. Please sign in again.',
    phoneTaken: 'An account with this phone number already exists. Please log in.',
    accountNotFound: 'No account found with this phone number. Please register first.',
    wrongPassword: 'Incorrect phone number or password.',
    notVerified: 'Please verify your phone number with the code we sent before logging in.',
    passwordsDiffer: 'Password and confirmation do not match.',
    otpInvalid: 'That code is not right. Please check it and try again.',
    otpExpired: 'That code has expired. Please request a new one.',
    otpTooManyTries: 'Too many wrong codes. Please request a new one.',
    otpNoneActive: 'There is no active code for this phone number. Please request a new one.',
    otpSendLimit: (wait: string) =>
      `Too many codes were requested for this phone number. Please wait ${wait} and try again.`,
    smsCountryNotAllowed: (countries: string) => `We can only text codes to phone numbers in ${countries}.`,
    smsBudgetSpent: 'We cannot send any more codes right now. Please try again later.',
    loginLocked: (wait: string) =>
      `Too many wrong passwords for this phone number. Please try again in ${wait}, or reset your password.`,
    smsFailed: 'We could not send the SMS right now. Please try again shortly.',
    otpSentRegister: 'Account created. Enter the code we sent to your phone to finish.',
    otpSentReset: 'We sent a 6-digit code to this number.',
    passwordReset: 'Your password has been reset. You can log in now.',
    loggedIn: 'Logged in.',
    loggedOut: 'Logged out.',
    verified: 'Phone number verified.',
    refreshInvalid: 'Your session has ended. Please sign in again.',
    profileUpdated: 'Profile updated.',
    tournamentNotFound: 'Tournament not found.',
    teamNotFound: 'Team not found.',
    fixtureNotFound: 'Fixture not found.',
    pictureNotFound: 'There is no picture at this address.',
    lineupNotFound: 'No lineup has been submitted for this team in this fixture yet.',
    teamNotInFixture: 'This team does not play in this fixture.',
    notTournamentAdmin: "Only this tournament's organiser can do this.",
    notTeamManager: "Only this team's manager can add players.",
    teamAlreadyInTournament: 'This team is already in the tournament.',
    playerAlreadyInTeam: 'This player is already in the team.',
    playerNotFound: 'No player has signed up with this phone number.',
    teamsNotInTournament: 'Both teams of every fixture must be in this tournament.',
    sameTeamTwice: 'A team cannot play itself.',
    statusKept: (status: string) => `Fixture updated. A match does not go back: its status stays ${status}.`,
    tournamentCreated: 'Tournament created.',
    teamCreated: 'Team created.',
    teamNameTaken: (name: string) => `You already manage a team called ${name}. Give this one another name.`,
    playerAdded: 'Player added.',
    fixturesCreated: 'Fixtures created.',
    fixtureUpdated: 'Fixture updated.',
    fixtureDeleted: 'Fixture deleted.',
    teamAdded: (name: string) => `${name} added to the tournament.`,
    noAccountWithPhone: 'No Pitchside account has this phone number. Ask them to sign up first.',
    adminIsOrganiser: 'You run this tournament already: add someone else as a co-organiser.',
    notCoOrganiser: 'This person is not a co-organiser of this tournament.',
    coOrganiserAdded: (name: string) => `${name} can now organise this tournament.`,
    coOrganiserAlready: (name: string) => `${name} already organises this tournament.`,
    coOrganiserRemoved: 'Co-organiser removed.',
    leftTournament: 'You no longer organise this tournament.',
  },
} as const;

/**
 * The `browse` section: texts of the public browsing screens and of the landing page. They live in
 * their own modules so that only the routes using them load them: `messages` is part of the app
 * shell, and the landing route has a size budget (docs/architecture.md#build-and-tests).
 */
export { browseMessages } from './messages-browse';
/** Invitations of teams to tournaments, withdrawing and leaving a team (both sides). */
export { consentMessages } from './messages-consent';
export { homeMessages } from './messages-home';
export { imageMessages } from './messages-images';
/** The `lineups` section: texts of the lineup selection screen, loaded only by that route. */
export { lineupMessages } from './messages-lineups';
/** The server's answers to the match-day writes. */
export { matchWriteMessages } from './messages-match-writes';
/**
 * The `organiser` and `profile` sections: texts of the organiser screens and of /profile, in their
 * own modules for the same reason (the fixed-wording profile toasts above stay in `messages.profile`).
 */
export { organiserMessages } from './messages-organiser';
export { profileMessages } from './messages-profile';

/** The `sync` section: why a saved change is still waiting, or was refused by the server. */
export { syncMessages } from './messages-sync';
/** Texts of the live match tracker, loaded only with its route. */
export { trackerTexts } from './messages-tracker';
