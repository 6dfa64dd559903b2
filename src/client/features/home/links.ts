/** Fixed addresses of the landing page; the vote form and the sponsor are set per deployment (GET /api/site). */
export const SUPPORT_EMAIL = 'support@pitchside.app';
export const SOCIAL_LINKS = [
  { key: 'instagram', href: 'https://www.instagram.com/pitchside.app' },
  { key: 'youtube', href: 'https://www.youtube.com/@pitchside' },
] as const;
