import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test-utils';
import { OtherDayNote } from './other-day-note';

const DAY = 86_400_000;
const at = (fromNow: number) => new Date(Date.now() + fromNow).toISOString();

describe('the note on a match set for another day', () => {
  it('tells the organiser before Start that the match is set for another day, naming it', () => {
    renderWithApp(<OtherDayNote kickOff={at(2 * DAY)} timeZone="UTC" />);
    expect(screen.getByRole('status').textContent).toMatch(
      /^This match is set for \w{3} \d{1,2} \w{3}( \d{4})?, \d\d:\d\d \(UTC\), not today\. Starting it makes it live/,
    );
  });

  it('says nothing on the day of the match, whatever the hour', () => {
    renderWithApp(<OtherDayNote kickOff={at(0)} timeZone="Pacific/Kiritimati" />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('tells it of a match whose day has passed too', () => {
    renderWithApp(<OtherDayNote kickOff={at(-3 * DAY)} timeZone="America/New_York" />);
    expect(screen.getByRole('status').textContent).toContain('not today');
  });
});
