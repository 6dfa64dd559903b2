import { describe, expect, it } from 'vitest';
import { filterPlayers } from './player-search';

const players = [
  { name: 'Anu Thomas', phoneNumber: '+919000000001', phone: '9000000001' },
  { name: 'Rahul K', phoneNumber: '+919812345678', phone: '9812345678' },
  { name: 'Meera', phoneNumber: null, phone: '+44 7700 900123' },
];

describe('player search', () => {
  it('matches the name, ignoring case', () => {
    expect(filterPlayers(players, 'anu').map((p) => p.name)).toEqual(['Anu Thomas']);
    expect(filterPlayers(players, 'RAHUL').map((p) => p.name)).toEqual(['Rahul K']);
  });

  it('matches the phone number, with or without spaces and the country code', () => {
    expect(filterPlayers(players, '98123').map((p) => p.name)).toEqual(['Rahul K']);
    expect(filterPlayers(players, '+91 98123 45678').map((p) => p.name)).toEqual(['Rahul K']);
    expect(filterPlayers(players, '7700 900').map((p) => p.name)).toEqual(['Meera']);
  });

  it('shows everyone for a blank search and no one for a miss', () => {
    expect(filterPlayers(players, ' ')).toHaveLength(3);
    expect(filterPlayers(players, 'zz')).toEqual([]);
    expect(filterPlayers(players, '-')).toEqual([]);
  });
});
