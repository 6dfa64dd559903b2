/**
 * The public reads: the same answer for everyone, cached by the server, the service worker and the
 * browser (docs/after-commit.md). The phone sends no token with them, so a signed-in user shares
 * every cached answer with visitors. Paths are relative to /api/.
 */
const PUBLIC_READS = [
  /^tournaments\/(past|current|future)$/,
  /^tournaments\/all\/[^/]+$/,
  /^teams\/all(\/[^/]+)?$/,
  /^fixture\/all\/[^/]+$/,
  /^matchEvent\/fixture\/[^/]+$/,
  /^leaderboard\/(standings|tournament|awards)\/[^/]+$/,
  /^site$/,
];

/** Whether a call is a public read, from its method and its path under /api/ (no query string). */
export const isPublicRead = (method: string, apiPath: string): boolean =>
  method === 'GET' && PUBLIC_READS.some((read) => read.test(apiPath));
