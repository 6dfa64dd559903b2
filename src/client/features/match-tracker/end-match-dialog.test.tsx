import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endMatchOptions } from '../../../shared/domain/match-tracker';
import { logBuilder, MIN, play, T0 } from '../../../shared/domain/match-tracker/test-data';
import { renderWithApp } from '../../test-utils';
import { EndMatchDialog } from './end-match-dialog';

const b = logBuilder();
const level = play([b.start(T0), b.event('GOAL', 'H', 'h3', T0 + MIN), b.event('GOAL', 'A', 'a3', T0 + 2 * MIN)]);

function show(knockout: boolean) {
  renderWithApp(
    <EndMatchDialog
      opened
      options={endMatchOptions(level, knockout)}
      homeName="Lions"
      awayName="Tigers"
      onChoose={() => {}}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'End Match' });
  const choices = [...dialog.querySelectorAll('button')].map((b) => b.textContent).filter((text) => text);
  return { text: dialog.textContent, choices };
}

describe('EndMatchDialog with the score level', () => {
  it('offers a league match the draw, extra time or the shootout', () => {
    const { text, choices } = show(false);
    expect(text).toContain('The score is level. How does the match end?');
    expect(choices).toEqual(['End Match as Draw', 'Play Extra Time', 'Go to Penalty Shootout']);
  });

  it('tells a knockout match it cannot end level and offers only extra time or the shootout', () => {
    const { text, choices } = show(true);
    expect(text).toContain('A knockout match cannot end level: play extra time or go to a penalty shootout.');
    expect(choices).toEqual(['Play Extra Time', 'Go to Penalty Shootout']);
  });
});
