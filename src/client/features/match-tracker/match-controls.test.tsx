import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test-utils';
import { MatchControls } from './match-controls';
import type { EntryDraft } from './use-tracker';

it('asks before Half Time, which cannot be undone: Keep Playing records nothing, Half Time records the stage', async () => {
  const taps: EntryDraft[] = [];
  const recorder = {
    tap: async (draft: EntryDraft) => {
      taps.push(draft);
      return true;
    },
  };
  const user = userEvent.setup();
  renderWithApp(<MatchControls stage="First Half" started locked={false} running recorder={recorder} />);

  await user.click(screen.getByRole('button', { name: 'Half Time' }));
  const question = await screen.findByRole('dialog', { name: 'Half Time' });
  expect(
    within(question).getByText(
      'End the first half? The clock stops until you start the second half, and Half Time cannot be undone.',
    ),
  ).toBeTruthy();
  await user.click(within(question).getByRole('button', { name: 'Keep Playing' }));
  await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(taps).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Half Time' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Half Time' })).getByRole('button', { name: 'Half Time' }),
  );
  expect(taps).toEqual([{ kind: 'STAGE', stage: 'HALF_TIME' }]);
});

it('shows Half Time in the first half only: from the second half on Start/Pause stands alone, and once the match is over nothing', async () => {
  const recorder = { tap: async () => true };
  const { rerender } = renderWithApp(
    <MatchControls stage="First Half" started={false} locked={false} running={false} recorder={recorder} />,
  );
  // Before kick-off it is there to be seen, not yet to be tapped.
  expect(screen.getByRole('button', { name: 'Half Time' }).hasAttribute('disabled')).toBe(true);

  for (const stage of ['Second Half', 'Extra Time'] as const) {
    rerender(<MatchControls stage={stage} started locked={false} running recorder={recorder} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Pause']);
  }
  // No greyed-out Start beside the note that the tracker is locked, nor during the shootout.
  rerender(<MatchControls stage="Penalty Shootout" started locked={false} running={false} recorder={recorder} />);
  expect(screen.queryAllByRole('button')).toEqual([]);
  rerender(<MatchControls stage="Full Time" started locked running={false} recorder={recorder} />);
  expect(screen.queryAllByRole('button')).toEqual([]);
});

it('hands the focus on when a stage tap takes its button away: Half Time to Second Half, Second Half to Pause', async () => {
  const recorder = { tap: async () => true };
  const user = userEvent.setup();
  const { rerender } = renderWithApp(
    <MatchControls stage="First Half" started locked={false} running recorder={recorder} />,
  );
  await user.click(screen.getByRole('button', { name: 'Half Time' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Half Time' })).getByRole('button', { name: 'Half Time' }),
  );
  rerender(<MatchControls stage="Half Time" started locked={false} running={false} recorder={recorder} />);
  await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Second Half'));

  await user.click(screen.getByRole('button', { name: 'Second Half' }));
  rerender(<MatchControls stage="Second Half" started locked={false} running recorder={recorder} />);
  await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Pause'));
});
