import 'fake-indexeddb/auto';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LOG_ROWS_SHOWN } from '../../../shared/constants';
import type { TrackerEntry, TrackerState } from '../../../shared/domain/match-tracker';
import { logBuilder, MIN, play, T0 } from '../../../shared/domain/match-tracker/test-data';
import { renderWithApp } from '../../test-utils';
import { DOUBLED_TAP_MS } from './doubled-tap';
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

/** The log of `state` as the tracker draws it, with this phone's refused entries. */
function renderLog(state: TrackerState, refused: { entry: TrackerEntry; reason: string }[] = []) {
  renderWithApp(
    <EventsLog
      syncStates={NO_STATES}
      state={state}
      refused={refused}
      conflicting={[]}
      teamNames={NAMES}
      recorder={recorder}
    />,
  );
}

describe('the match events log', () => {
  it(`draws the newest ${LOG_ROWS_SHOWN} entries, and the earlier ones when the scorer asks`, async () => {
    const { state } = matchWithFouls(40);
    renderLog(state);
    const rows = () => screen.getAllByTestId('log-entry');
    expect(rows()).toHaveLength(LOG_ROWS_SHOWN);
    expect(rows()[0]?.textContent).toContain("40'");
    fireEvent.click(screen.getByRole('button', { name: `Show ${41 - LOG_ROWS_SHOWN} earlier events` }));
    expect(rows()).toHaveLength(41);
    expect(rows().at(-1)?.textContent).toContain('Clock started');
    expect(screen.queryByRole('button', { name: /earlier event/ })).toBeNull();
  });

  it('takes back one event for a doubled tap on Undo, and the next one for a tap after it', () => {
    const taps: unknown[] = [];
    const counting = { tap: async (draft: unknown) => Boolean(taps.push(draft)) };
    const { state } = matchWithFouls(3);
    renderWithApp(
      <EventsLog
        syncStates={NO_STATES}
        state={state}
        refused={[]}
        conflicting={[]}
        teamNames={NAMES}
        recorder={counting}
      />,
    );
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const undo = screen.getByRole('button', { name: 'Undo last event' });
    fireEvent.click(undo);
    now.mockReturnValue(1_000_000 + DOUBLED_TAP_MS - 1);
    fireEvent.click(undo);
    expect(taps).toHaveLength(1);
    now.mockReturnValue(1_000_000 + 2 * DOUBLED_TAP_MS);
    fireEvent.click(undo);
    expect(taps).toHaveLength(2);
    now.mockRestore();
  });

  it('says in its row that a team plays on without replacing its sent-off player', () => {
    const log = logBuilder();
    renderLog(
      play([log.start(T0), log.event('RED_CARD', 'H', 'h2', T0 + MIN), log.noReplacement('H', 'h2', T0 + 2 * MIN)]),
    );
    const [newest] = screen.getAllByTestId('log-entry');
    expect(newest?.textContent).toContain('No replacement: Home FC play on without Player h2');
  });

  it("marks a saved entry that no longer counts (undone) 'Saved' in the plain colours, not in the green of one that counts", () => {
    const log = logBuilder();
    const second = log.event('FOUL', 'H', 'h1', T0 + 2 * MIN);
    const entries = [log.start(T0), log.event('FOUL', 'H', 'h1', T0 + MIN), second];
    const state = play([...entries, log.undo(second.id, T0 + 3 * MIN)]);
    renderLog(state);
    // Both fouls keep their minute; the undone one is struck through.
    const badgeOf = (start: string) => {
      const row = screen.getAllByTestId('log-entry').find((r) => r.textContent?.startsWith(start));
      const badge = row?.querySelector<HTMLElement>('[data-testid="sync-state"]');
      return {
        text: badge?.textContent,
        variant: badge?.dataset.variant,
        colour: badge?.style.getPropertyValue('--badge-bg'),
      };
    };
    expect(badgeOf("2'Foul")).toEqual({
      text: 'Saved',
      variant: 'default',
      colour: expect.not.stringContaining('pitch'),
    });
    expect(badgeOf("1'Foul")).toEqual({ text: 'Saved', variant: 'light', colour: expect.stringContaining('pitch') });
  });

  it('says in words on an undone entry that it no longer counts, and on none that counts', () => {
    const log = logBuilder();
    const second = log.event('FOUL', 'H', 'h1', T0 + 2 * MIN);
    const state = play([
      log.start(T0),
      log.event('FOUL', 'H', 'h1', T0 + MIN),
      second,
      log.undo(second.id, T0 + 3 * MIN),
    ]);
    renderLog(state);
    const undone = screen
      .getAllByTestId('log-entry')
      .filter((row) => row.textContent?.includes('Undone: it no longer counts.'));
    expect(undone).toHaveLength(1);
    expect(undone[0]?.dataset.entryId).toBe(second.id);
  });

  it('says which event an undo took back and what a correction made of its event', () => {
    const log = logBuilder();
    const foul = log.event('FOUL', 'H', 'h1', T0 + 2 * MIN);
    const goal = log.event('GOAL', 'A', 'a3', T0 + 3 * MIN);
    const state = play([
      log.start(T0),
      foul,
      goal,
      log.undo(foul.id, T0 + 4 * MIN),
      log.correct(goal.id, { minute: 7 }, T0 + 5 * MIN),
    ]);
    renderLog(state);
    const [corrected, undone] = screen.getAllByTestId('log-entry').map((row) => row.textContent);
    expect(corrected).toContain("Event corrected: Goal · Player a3 · Away FC, 7'");
    expect(undone).toContain("Event undone: Foul · Player h1 · Home FC, 2'");
  });

  it("gives an undone goal the minute of the clock at its tap, pauses left out, in its row and in the undo's", () => {
    const log = logBuilder();
    const goal = log.event('GOAL', 'H', 'h3', T0 + 70 * MIN);
    renderLog(
      play([
        log.start(T0),
        log.stage('HALF_TIME', T0 + 45 * MIN),
        log.stage('SECOND_HALF', T0 + 60 * MIN),
        goal,
        log.pause(T0 + 71 * MIN),
        log.start(T0 + 80 * MIN),
        log.undo(goal.id, T0 + 81 * MIN),
      ]),
    );
    const rows = screen.getAllByTestId('log-entry').map((row) => row.textContent);
    expect(rows[0]).toContain("Event undone: Goal · Player h3 · Home FC, 55'");
    expect(rows.find((row) => row?.includes('Goal · Player h3') && !row.includes('undone:'))).toMatch(/^55'Goal/);
  });

  it('says only that a correction was undone: the event it changed has its own values back', () => {
    const log = logBuilder();
    const goal = log.event('GOAL', 'A', 'a3', T0 + 3 * MIN);
    const correction = log.correct(goal.id, { minute: 7 }, T0 + 4 * MIN);
    renderLog(play([log.start(T0), goal, correction, log.undo(correction.id, T0 + 5 * MIN)]));
    expect(screen.getAllByTestId('log-entry')[0]?.textContent).toMatch(/^Event undone(?!:)/);
  });

  it('keeps an earlier entry the server refused in view, with its Retry and Dismiss', () => {
    const { entries } = matchWithFouls(30);
    const first = entries[1];
    if (!first) throw new Error('no first foul');
    // A refused entry counts nowhere: the match is replayed without it.
    const state = play(entries.filter((entry) => entry !== first));
    renderLog(state, [{ entry: first, reason: 'The match had ended.' }]);
    expect(screen.getAllByTestId('log-entry')).toHaveLength(LOG_ROWS_SHOWN + 1);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
