import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TournamentDetail } from '../../shared/schemas/reads';
import { renderWithApp } from '../test-utils';
import { StandingsPanel } from './standings-panel';

const knockoutOnly: TournamentDetail = {
  id: 'cup',
  name: 'Harbour Cup',
  description: '',
  logo: null,
  startDate: '2026-06-01',
  endDate: '2026-06-07',
  timeZone: 'UTC',
  adminId: 'admin',
  playing: false,
  isAdmin: false,
  teams: [],
  fixtures: [],
  competition: {
    format: { kind: 'knockout', thirdPlace: false },
    tieBreak: { preset: 'standard', criteria: ['points'] },
    groups: [],
    bracket: { rounds: [] },
  },
};

describe('StandingsPanel', () => {
  it('says a knockout has no league table instead of showing every team at zero points', () => {
    renderWithApp(<StandingsPanel tournament={knockoutOnly} />);
    expect(screen.getByText('A knockout has no league table: every result is on the Bracket tab.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'View All Leaderboards' })).toBeTruthy();
  });
});
