import 'fake-indexeddb/auto';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOG_ROWS_SHOWN } from '../../../shared/constants';
import { logBuilder, MIN, play, T0 } from '../../../shared/domain/match-tracker/test-data';
import { renderWithApp } from '../../test-utils';
import { EventsLog } from './events-log';

const NAMES = { H: 'Home FC', A: 'Away FC' };
const NO_STATES = new Map();
const recorder = { tap: async () => true };

/** A match with `fouls` fouls after kick-off, one a minute. */
function matchWithFouls(fouls: number) {
  const log = logBuilder();
  const entries = [log.start(T0)];
  for (let i = 1; i <= fouls; i++) entries.push(log.event('FOUL', 'H', 'h1', T0 + i * MIN));
  return { state: play(entries), entries };
}

describe('the match events log', () => {
  it(`draws the newest ${LOG_ROWS_SHOWN} entries, and the earlier ones when the scorer asks`, async () => {
    const { state } = matchWithFouls(40);
    renderWithApp(
      <EventsLog
        syncStates={NO_STATES}
        state={state}
        refused={[]}
        conflicting={[]}
        teamNames={NAMES}
        recorder={recorder}
      />,
    );
    const rows = () => screen.getAllByTestId('log-entry');
    expect(rows()).toHaveLength(LOG_ROWS_SHOWN);
    expect(rows()[0]?.textContent).toContain("40'");
    fireEvent.click(screen.getByRole('button', { name: `Show ${41 - LOG_ROWS_SHOWN} earlier events` }));
    expect(rows()).toHaveLength(41);
    expect(rows().at(-1)?.textContent).toContain('Clock started');
    expect(screen.queryByRole('button', { name: /earlier event/ })).toBeNull();
  });

  it('keeps an earlier entry the server refused in view, with its Retry and Dismiss', () => {
    const { entries } = matchWithFouls(30);
    const first = entries[1];
    if (!first) throw new Error('no first foul');
    // A refused entry counts nowhere: the match is replayed without it.
    const state = play(entries.filter((entry) => entry !== first));
    renderWithApp(
      <EventsLog
        syncStates={NO_STATES}
        state={state}
        refused={[{ entry: first, reason: 'The match had ended.' }]}
        conflicting={[]}
        teamNames={NAMES}
        recorder={recorder}
      />,
    );
    expect(screen.getAllByTestId('log-entry')).toHaveLength(LOG_ROWS_SHOWN + 1);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
