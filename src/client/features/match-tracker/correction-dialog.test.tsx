import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { logBuilder, MIN, play } from '../../../shared/domain/match-tracker/test-data';
import { trackerTexts } from '../../../shared/messages';
import { MAX_EVENT_MINUTE } from '../../../shared/schemas/match-day';
import { renderWithApp } from '../../test-utils';
import { EventsLog } from './events-log';

/** A match kicked off 20 minutes ago with a foul in its 5th minute, its log drawn with Correct on the foul. */
function logOfMatchAt20() {
  const log = logBuilder();
  const kickOff = Date.now() - 20 * MIN - 30_000;
  const state = play([log.start(kickOff), log.event('FOUL', 'H', 'h1', kickOff + 5 * MIN)]);
  const tap = vi.fn(async () => true);
  renderWithApp(
    <EventsLog
      syncStates={new Map()}
      state={state}
      refused={[]}
      conflicting={[]}
      teamNames={{ H: 'Home FC', A: 'Away FC' }}
      recorder={{ tap }}
    />,
  );
  return tap;
}

/** The log of a match at 20', with the Correct event dialog of its event open. */
async function openCorrection() {
  const tap = logOfMatchAt20();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: trackerTexts.correct }));
  const minute = await screen.findByRole('textbox', { name: trackerTexts.minute });
  const save = screen.getByRole('button', { name: trackerTexts.saveCorrection });
  return { tap, user, minute, save };
}

describe('correcting an event', () => {
  it('refuses a minute left empty or past the last one, on the field, and sends nothing; a minute that fits is sent', async () => {
    const { tap, user, minute, save } = await openCorrection();

    await user.clear(minute);
    await user.click(save);
    expect(screen.getByText(trackerTexts.minuteRequired)).toBeTruthy();

    await user.type(minute, '999');
    await user.click(save);
    expect(screen.getByText(trackerTexts.minuteRange(MAX_EVENT_MINUTE))).toBeTruthy();
    expect(minute.getAttribute('aria-invalid')).toBe('true');
    expect(tap).not.toHaveBeenCalled();

    await user.clear(minute);
    // Later than the clock's 20': the clock may have been started late.
    await user.type(minute, '25');
    await user.click(save);
    expect(tap).toHaveBeenCalledWith(expect.objectContaining({ kind: 'CORRECTION', minute: 25 }));
  });

  it('keeps a minute with a sign or a decimal point as typed, says so on the field and sends nothing', async () => {
    const { tap, user, minute, save } = await openCorrection();

    for (const typed of ['-5', '45.5']) {
      await user.clear(minute);
      await user.type(minute, typed);
      expect(minute).toHaveProperty('value', typed);
      await user.click(save);
      expect(screen.getByText(trackerTexts.minuteDigits)).toBeTruthy();
      expect(minute.getAttribute('aria-invalid')).toBe('true');
    }
    expect(tap).not.toHaveBeenCalled();

    await user.clear(minute);
    await user.type(minute, '7');
    await user.click(save);
    expect(tap).toHaveBeenCalledWith(expect.objectContaining({ kind: 'CORRECTION', minute: 7 }));
  });
});
