import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDb } from '../db/local-db';
import { json, stubFetch } from '../features/auth/test-fetch';
import { type CachedReadState, useCachedRead } from '../lib/use-cached-read';
import { renderWithApp } from '../test-utils';
import { ReadState } from './read-state';

interface Cup {
  name: string;
}

let contentDrawn = 0;
const drawCup = (cup: Cup) => {
  contentDrawn += 1;
  return <p>{cup.name}</p>;
};

let read: CachedReadState<Cup> | undefined;
let screenDrawn = 0;
function CupScreen() {
  screenDrawn += 1;
  read = useCachedRead<Cup>('tournaments', 'cup', 'tournaments/all/cup');
  return (
    <ReadState read={read} skeleton={<p>placeholder</p>}>
      {drawCup}
    </ReadState>
  );
}

const savedAt = async () => (await localDb.tournaments.get('cup'))?.savedAt ?? 0;

afterEach(async () => {
  vi.unstubAllGlobals();
  await localDb.tournaments.clear();
  contentDrawn = 0;
  screenDrawn = 0;
});

describe('a screen read again', () => {
  it('draws its content once for an answer that brought nothing new, and again for one that did', async () => {
    let name = 'City Cup';
    stubFetch(async () => json(200, { data: { name } }));
    renderWithApp(<CupScreen />);
    await screen.findByText('City Cup');
    await waitFor(() => expect(read?.status).toBe('fresh'));
    const drawn = contentDrawn;
    const shown = read;
    const firstSaved = await savedAt();
    const screenBefore = screenDrawn;

    // A live stream's catch-up read: the same tournament, saved on the phone again with a new time.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await act(() => read?.refresh());
    await waitFor(async () => expect(await savedAt()).toBeGreaterThan(firstSaved));
    // The screen has taken the new copy from the phone (it drew itself for it), however busy the machine.
    await waitFor(() => expect(screenDrawn).toBeGreaterThan(screenBefore));
    expect(read).toBe(shown);
    expect(contentDrawn).toBe(drawn);

    name = 'City Cup 2026';
    await act(() => read?.refresh());
    await screen.findByText('City Cup 2026');
    expect(contentDrawn).toBe(drawn + 1);
  });
});
