/** Fixed addresses of the landing page; the vote form is set per deployment (VOTE_URL, GET /api/site). */
export const SUPPORT_EMAIL = 'support@pitchside.app';
export const SOCIAL_LINKS = [
  { key: 'instagram', href: 'https://www.instagram.com/pitchside.app' },
  { key: 'youtube', href: 'https://www.youtube.com/@pitchside' },
] as const;
export const SPONSOR_URL = 'https://www.example.com/physio-partner';
