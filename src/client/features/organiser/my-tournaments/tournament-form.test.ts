import { describe, expect, it } from 'vitest';
import { blankTournament, timeZoneOptions, tournamentBody, validateTournament } from './tournament-form';

const filled = {
  ...blankTournament('Asia/Kolkata'),
  name: ' Kerala Cup ',
  description: 'Sevens',
  startDate: '2026-01-10',
  endDate: '2026-01-12',
};

describe('tournament form', () => {
  it('requires everything but the logo', () => {
    expect(validateTournament(blankTournament('UTC'))).toEqual({
      name: 'Tournament name is required',
      description: 'Description is required',
      startDate: 'Start date is required',
      endDate: 'End date is required',
    });
    expect(validateTournament(filled)).toEqual({});
  });

  it('refuses an end date before the start date, but allows a one-day tournament', () => {
    expect(validateTournament({ ...filled, endDate: '2026-01-09' }).endDate).toBe(
      'The end date cannot be before the start date.',
    );
    expect(validateTournament({ ...filled, endDate: '2026-01-10' })).toEqual({});
  });

  it("refuses a description over the server's 2000 characters on its field, counting as the server does (trimmed)", () => {
    expect(validateTournament({ ...filled, description: 'a'.repeat(2001) })).toEqual({
      description: 'Description must be at most 2000 characters.',
    });
    expect(validateTournament({ ...filled, description: ` ${'a'.repeat(2000)} ` })).toEqual({});
  });

  it('marks a day outside the years the server takes on its own field', () => {
    expect(validateTournament({ ...filled, startDate: '1899-12-31', endDate: '9999-12-31' })).toEqual({
      startDate: 'Start date must be in the years 1900 to 2999.',
      endDate: 'End date must be in the years 1900 to 2999.',
    });
  });

  it('sends trimmed text and leaves the logo out when none was chosen', () => {
    expect(tournamentBody(filled)).toEqual({
      name: 'Kerala Cup',
      description: 'Sevens',
      startDate: '2026-01-10',
      endDate: '2026-01-12',
      timeZone: 'Asia/Kolkata',
    });
    expect(tournamentBody({ ...filled, logo: 'data:image/png;base64,AA' }).logo).toBe('data:image/png;base64,AA');
  });

  it('offers the IANA zones, with UTC and the device zone among them', () => {
    const zones = timeZoneOptions('Europe/Lisbon');
    expect(zones).toContain('UTC');
    expect(zones).toContain('Europe/Lisbon');
    expect(zones).toContain('America/New_York');
    expect(new Set(zones).size).toBe(zones.length);
  });

  it('offers zones by their current names, which every browser still accepts', () => {
    const zones = timeZoneOptions('Asia/Calcutta');
    expect(zones).toEqual(expect.arrayContaining(['Asia/Kolkata', 'Europe/Kyiv', 'Asia/Ho_Chi_Minh']));
    expect(zones).not.toContain('Asia/Calcutta');
    expect(zones).not.toContain('Europe/Kiev');
    for (const zone of zones) expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
  });
});
