import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PerFixture } from './per-fixture';

function Tally() {
  const [taps, setTaps] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setTaps(taps + 1)}>
        Taps {taps}
      </button>
      <Link to="/score/second">Next match</Link>
    </>
  );
}

describe('PerFixture', () => {
  it('starts the screen afresh when the address names another fixture', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/score/first']}>
        <Routes>
          <Route
            path="/score/:fixtureId"
            element={
              <PerFixture>
                <Tally />
              </PerFixture>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Taps 0' }));
    expect(screen.getByRole('button', { name: 'Taps 1' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Next match' }));
    expect(screen.getByRole('button', { name: 'Taps 0' })).toBeTruthy();
  });
});
