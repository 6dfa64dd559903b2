import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logBuilder, MIN, play, T0 } from '../../../shared/domain/match-tracker/test-data';
import { renderWithApp } from '../../test-utils';
import { NO_SELECTION } from './selection';
import { TeamPanel } from './team-panel';

describe("the tracker's team panel", () => {
  it('marks a player substituted off as such on the bench, where one yet to play shows his position', () => {
    const log = logBuilder();
    const state = play([log.start(T0), log.sub('H', 'h3', 'hs1', T0 + 60 * MIN)]);
    renderWithApp(<TeamPanel team={state.home} selection={NO_SELECTION} disabled={false} onPick={() => {}} />);

    const bench = within(screen.getByRole('region', { name: 'Substitutes' }));
    expect(bench.getByRole('button', { name: /^4 Player h3/ }).textContent).toContain('Subbed off');
    expect(bench.getByRole('button', { name: /^13 Player hs2/ }).textContent).toContain('GOALKEEPER');
    expect(bench.queryAllByText('Subbed off')).toHaveLength(1);
    // The one who came on plays in his own position.
    const field = within(screen.getByRole('region', { name: 'Starting XI' }));
    expect(field.getByRole('button', { name: /^12 Player hs1/ }).textContent).toContain('MIDFIELDER');
  });
});
