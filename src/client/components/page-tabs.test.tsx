import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test-utils';
import { PageTabs } from './page-tabs';

const tabs = [
  { value: 'teams', label: 'Teams', panel: <p>Team cards</p> },
  { value: 'table', label: 'Table', panel: <p>Standings table</p> },
];

/** Holds up every render with the new address until released, as a busy phone puts off a router transition. */
function slowAddress() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let released = false;
  void held.then(() => {
    released = true;
  });
  function Address() {
    const { search } = useLocation();
    if (search === '?tab=teams' && !released) throw held;
    return <output aria-label="Address">{search}</output>;
  }
  return { Address, release };
}

const selected = (name: string) => screen.getByRole('tab', { name }).getAttribute('aria-selected');

describe('PageTabs', () => {
  it('switches at the tap while the address is still catching up, then remembers the tab in it', async () => {
    const { Address, release } = slowAddress();
    renderWithApp(
      <Suspense fallback={<p>Loading</p>}>
        <PageTabs label="Sections" tabs={tabs} />
        <Address />
      </Suspense>,
      { route: '/t?tab=table' },
    );
    expect(selected('Table')).toBe('true');

    await userEvent.click(screen.getByRole('tab', { name: 'Teams' }));
    expect(selected('Teams')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Team cards');
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('?tab=table');

    await act(async () => release());
    expect(await screen.findByText('?tab=teams')).toBeTruthy();
    expect(selected('Teams')).toBe('true');
  });
});
