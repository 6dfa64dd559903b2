import { describe, expect, it } from 'vitest';
import { canPress, filterByName } from './team-search';

const teams = [{ name: 'Kochi Blasters' }, { name: 'Royal Challengers FC' }, { name: 'Blue Tigers' }];

describe('team search', () => {
  it('matches a substring of the name, ignoring case and spaces around', () => {
    expect(filterByName(teams, ' bla ')).toEqual([{ name: 'Kochi Blasters' }]);
    expect(filterByName(teams, 'ER')).toEqual([
      { name: 'Kochi Blasters' },
      { name: 'Royal Challengers FC' },
      { name: 'Blue Tigers' },
    ]);
    expect(filterByName(teams, 'xyz')).toEqual([]);
  });

  it('shows every team for a blank search', () => {
    expect(filterByName(teams, '  ')).toHaveLength(3);
  });

  it('lets the button be pressed only when idle or after an error', () => {
    expect(canPress('idle')).toBe(true);
    expect(canPress('error')).toBe(true);
    expect(canPress('adding')).toBe(false);
    expect(canPress('added')).toBe(false);
  });
});
