/** Addresses of the landing page. The vote form is configured per deployment (VITE_VOTE_URL). */
export const VOTE_URL = (import.meta.env.VITE_VOTE_URL as string | undefined)?.trim() || null;
export const SUPPORT_EMAIL = 'support@pitchside.app';
export const SOCIAL_LINKS = [
  { key: 'instagram', href: 'https://www.instagram.com/pitchside.app' },
  { key: 'youtube', href: 'https://www.youtube.com/@pitchside' },
] as const;
export const SPONSOR_URL = 'https://www.example.com/physio-partner';
