import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureRead, tournamentRead } from '../../../shared/domain/test-reads';
import { renderWithApp } from '../../test-utils';
import { TournamentTabs } from './tournament-page';

const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;

describe('the tournament page', () => {
  it('opens on the fixtures while a match is played, and stays there when it ends', () => {
    // Dated next year: by its dates alone it would open on its teams.
    const playing = tournamentRead({
      teams: [],
      fixtures: [fixtureRead('f', 'h', 'a', { status: 'SECOND_HALF' })],
    });
    expect(playing.playing).toBe(true);
    const { rerender } = renderWithApp(<TournamentTabs tournament={playing} />);
    expect(selectedTab()).toBe('Match Fixtures');

    const ended = tournamentRead({ teams: [], fixtures: [fixtureRead('f', 'h', 'a', { status: 'FULL_TIME' })] });
    rerender(<TournamentTabs tournament={ended} />);
    expect(selectedTab()).toBe('Match Fixtures');
  });
});
