/** Texts of the outbox: why a saved change has not reached the server yet, or why it was refused. */
export const syncMessages = {
  offline: 'No connection to the server. Trying again shortly.',
  timedOut: 'The server took too long to answer. Trying again shortly.',
  serverProblem: (status: number) => `The server had a problem (${status}). Trying again shortly.`,
  busy: 'The server is busy. Trying again shortly.',
  signedOut: 'Sign in again to send your saved changes.',
  refused: (status: number) => `The server refused this change (${status}).`,
  refusedTitle: (n: number) =>
    n === 1 ? 'The server refused a change saved on this phone' : `The server refused ${n} changes saved on this phone`,
  refusedLineup: 'Lineup',
  refusedFixture: 'Fixture change',
  refusedOther: 'Change',
  retry: 'Retry',
  dismiss: 'Dismiss',
} as const;
