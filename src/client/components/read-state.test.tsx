import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import type { CachedReadState } from '../lib/use-cached-read';
import { renderWithApp } from '../test-utils';
import { ReadState } from './read-state';

function read(over: Partial<CachedReadState<string>>): CachedReadState<string> {
  return {
    data: undefined,
    status: 'loading',
    reason: undefined,
    savedAt: undefined,
    error: undefined,
    refresh: vi.fn(async () => {}),
    ...over,
  };
}

const show = (state: CachedReadState<string>, loadingText?: string) =>
  renderWithApp(
    <ReadState read={state} skeleton={<p>placeholder</p>} loadingText={loadingText}>
      {(data) => <p>data: {data}</p>}
    </ReadState>,
  );

describe('ReadState', () => {
  it('shows the skeleton and a loading status while loading', () => {
    show(read({}), 'Loading match events...');
    expect(screen.getByText('placeholder')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading match events...');
  });

  it('shows fresh data without a note', () => {
    show(read({ status: 'fresh', data: 'x', savedAt: Date.now() }));
    expect(screen.getByText('data: x')).toBeTruthy();
    expect(screen.queryByText(/Offline/)).toBeNull();
  });

  it('says when data came from the phone, and from when', () => {
    const savedAt = new Date(2025, 10, 22, 18, 42).getTime();
    show(read({ status: 'saved', reason: 'offline', data: 'x', savedAt }));
    expect(screen.getByText('Offline — saved data from 22 Nov, 18:42')).toBeTruthy();
    expect(screen.getByText('data: x')).toBeTruthy();
  });

  it('tells a slow line, a silent server and a failing server apart from being offline', () => {
    const savedAt = new Date(2025, 10, 22, 18, 42).getTime();
    const notes = {
      slow: 'Updating… — saved data from 22 Nov, 18:42',
      unreachable: 'No answer from the server — saved data from 22 Nov, 18:42',
      server: 'The server has a problem — saved data from 22 Nov, 18:42',
    } as const;
    for (const [reason, note] of Object.entries(notes)) {
      const { unmount } = show(read({ status: 'saved', reason: reason as keyof typeof notes, data: 'x', savedAt }));
      expect(screen.getByRole('status').textContent).toBe(note);
      unmount();
    }
    show(read({ status: 'missing', reason: 'server' }));
    expect(screen.getByText('The server has a problem. Retry in a moment.')).toBeTruthy();
  });

  it('says plainly when offline and never loaded, with Retry', async () => {
    const state = read({ status: 'missing', reason: 'offline' });
    show(state);
    expect(
      screen.getByText('You are offline and this page has not been opened before. Connect to load it.'),
    ).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(state.refresh).toHaveBeenCalledOnce();
  });

  it("shows the server's error as 'Error: {message}', with Retry", () => {
    show(read({ status: 'error', error: new ApiError('Internal server error.', 500, 'Internal server error.') }));
    expect(screen.getByRole('alert').textContent).toContain('Error: Internal server error.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('says a thing that does not exist is gone, with a way back or home instead of Retry', () => {
    show(read({ status: 'error', error: new ApiError('Tournament not found.', 404, 'Tournament not found.') }));
    expect(screen.getByRole('alert').textContent).toContain('Error: Tournament not found.');
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says an address whose id is not an id leads nowhere, with a way back instead of a Retry that cannot help', () => {
    const refused = 'Fixture id must be a valid id.';
    show(read({ status: 'error', error: new ApiError(refused, 400, refused) }));
    expect(screen.getByRole('alert').textContent).toContain(`Error: ${refused}`);
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
