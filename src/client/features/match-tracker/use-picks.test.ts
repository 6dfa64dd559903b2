import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialTeam } from '../../../shared/domain/match-tracker/players';
import { LINEUPS } from '../../../shared/domain/match-tracker/test-data';
import { NO_SELECTION, pickPlayer, type Selection } from './selection';
import { usePicks } from './use-picks';

const team = initialTeam(LINEUPS.home, 'home');
const found = team.players.find((p) => p.playerId === 'h3');
if (!found) throw new Error('no h3 in the test lineup');
const striker = found;

/** A save that answers when the test says, as IndexedDB does some milliseconds after the tap. */
function pendingSave() {
  let answer: (saved: boolean) => void = () => undefined;
  const promise = new Promise<boolean>((resolve) => {
    answer = resolve;
  });
  return { save: () => promise, answer };
}

function pickedFoul() {
  const picks = renderHook(() => usePicks());
  act(() => picks.result.current.change((s) => ({ ...pickPlayer(s, team, striker), stat: 'FOUL' })));
  return picks;
}

describe('usePicks', () => {
  it('keeps the picks drawn while the tap is saved, and clears them with the saved entry', async () => {
    const picks = pickedFoul();
    const picked = picks.result.current.selection;
    const { save, answer } = pendingSave();
    let saving: Promise<boolean> = Promise.resolve(false);
    act(() => {
      saving = picks.result.current.saveWith(picked, save);
    });
    expect(picks.result.current.selection).toBe(picked);
    await act(async () => {
      answer(true);
      await saving;
    });
    expect(picks.result.current.selection).toEqual(NO_SELECTION);
  });

  it('takes a quick second tap on the same player as a new pick, not an unpick, and keeps it', async () => {
    const picks = pickedFoul();
    const { save, answer } = pendingSave();
    let saving: Promise<boolean> = Promise.resolve(false);
    act(() => {
      saving = picks.result.current.saveWith(picks.result.current.selection, save);
    });
    act(() => picks.result.current.change((s) => pickPlayer(s, team, striker)));
    const again: Selection = { ...NO_SELECTION, playerId: 'h3' };
    expect(picks.result.current.selection).toEqual(again);
    await act(async () => {
      answer(true);
      await saving;
    });
    expect(picks.result.current.selection).toEqual(again);
  });

  it('gives a refused tap its picks back, and lets them be unpicked again', async () => {
    const picks = pickedFoul();
    const picked = picks.result.current.selection;
    const { save, answer } = pendingSave();
    let saving: Promise<boolean> = Promise.resolve(true);
    act(() => {
      saving = picks.result.current.saveWith(picked, save);
    });
    await act(async () => {
      answer(false);
      await saving;
    });
    expect(picks.result.current.selection).toBe(picked);
    act(() => picks.result.current.change((s) => pickPlayer(s, team, striker)));
    expect(picks.result.current.selection.playerId).toBeNull();
  });

  it('leaves nothing for a second Submit of the same picks, while they are saved and once they are', async () => {
    const picks = pickedFoul();
    const picked = picks.result.current.selection;
    const { save, answer } = pendingSave();
    let saving: Promise<boolean> = Promise.resolve(false);
    act(() => {
      saving = picks.result.current.saveWith(picked, save);
    });
    // A doubled tap acts on the picks the screen still shows.
    expect(picks.result.current.unsaved(picked)).toEqual(NO_SELECTION);
    await act(async () => {
      answer(true);
      await saving;
    });
    expect(picks.result.current.unsaved(picked)).toEqual(NO_SELECTION);
  });

  it('hands the picks of a refused tap back to the next Submit', async () => {
    const picks = pickedFoul();
    const picked = picks.result.current.selection;
    const { save, answer } = pendingSave();
    let saving: Promise<boolean> = Promise.resolve(true);
    act(() => {
      saving = picks.result.current.saveWith(picked, save);
    });
    await act(async () => {
      answer(false);
      await saving;
    });
    expect(picks.result.current.unsaved(picked)).toBe(picked);
  });
});
