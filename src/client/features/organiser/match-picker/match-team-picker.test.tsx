import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { MatchTeamPicker } from './match-team-picker';

const teams = [
  { id: 'a', name: 'Kochi Blasters', logo: null },
  { id: 'b', name: 'Blue Tigers', logo: null },
  { id: 'c', name: 'Malabar United', logo: null },
];

function Builder() {
  return <p>builder {JSON.stringify(useLocation().state)}</p>;
}

describe('MatchTeamPicker', () => {
  it("shows 'Adding...', then 'Added', home first; waits once both are set; a team can be removed", async () => {
    const user = userEvent.setup();
    renderWithApp(
      <Routes>
        <Route path="/" element={<MatchTeamPicker tournamentId="t1" teams={teams} />} />
        <Route path="/mytournaments/create-fixture/t1" element={<Builder />} />
      </Routes>,
    );
    const add = (name: string) => screen.getByRole('button', { name: `Add ${name} for the match` });

    await user.click(add('Kochi Blasters'));
    expect(screen.getByRole('button', { name: 'Adding... Kochi Blasters for the match' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(add('Blue Tigers')).toHaveProperty('disabled', true);
    expect(screen.queryByText('Added')).toBeNull();
    expect(await screen.findByText('Added')).toBeTruthy();
    expect(screen.getByText('Home')).toBeTruthy();

    await user.click(add('Blue Tigers'));
    expect(await screen.findByText('Away')).toBeTruthy();
    expect(add('Malabar United')).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Remove Kochi Blasters for the match' }));
    expect(screen.getByRole('button', { name: 'Removing... Kochi Blasters for the match' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Add Kochi Blasters for the match' })).toBeTruthy();
    expect(add('Malabar United')).toHaveProperty('disabled', false);
    expect(screen.queryByRole('link', { name: 'Build this fixture' })).toBeNull();

    await user.click(add('Malabar United'));
    await user.click(await screen.findByRole('link', { name: 'Build this fixture' }));
    expect(screen.getByText('builder {"homeTeam":"b","awayTeam":"c"}')).toBeTruthy();
  });
});
