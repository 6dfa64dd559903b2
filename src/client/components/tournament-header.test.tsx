import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test-utils';
import { TournamentHeader } from './tournament-header';

const cup = {
  name: 'Harbour Cup',
  logo: null,
  description: 'Evening league by the harbour.',
  startDate: '2026-03-01',
  endDate: '2026-03-31',
};

describe('TournamentHeader', () => {
  it('shows the name as the heading, the days and the description, without a zone on public pages', () => {
    renderWithApp(<TournamentHeader tournament={cup} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Harbour Cup' })).toBeTruthy();
    expect(screen.getByText('Evening league by the harbour.')).toBeTruthy();
    expect(screen.queryByText(/Asia\/Kolkata/)).toBeNull();
  });

  it("names the time zone and shows the organiser's badge on the organiser's page", () => {
    renderWithApp(
      <TournamentHeader tournament={cup} timeZone="Asia/Kolkata" badge={<span>You organise this tournament</span>} />,
    );
    expect(screen.getByText(/· Asia\/Kolkata$/)).toBeTruthy();
    expect(screen.getByText('You organise this tournament')).toBeTruthy();
  });

  it('puts a part of the tournament in the heading, with the name above it', () => {
    renderWithApp(<TournamentHeader tournament={cup} heading="Match Fixtures" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Match Fixtures' })).toBeTruthy();
    expect(screen.getByText('Harbour Cup')).toBeTruthy();
  });
});
