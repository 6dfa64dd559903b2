import { describe, expect, it } from 'vitest';
import { formationOf, shirtName } from './formation';

const p = (id: string, position: string | null, number: number | null) => ({ id, name: id, position, number });

describe('formationOf', () => {
  it('puts the XI in lines from the goalkeeper out, by number within a line', () => {
    const rows = formationOf([
      p('st', 'STRIKER', 9),
      p('d2', 'DEFENDER', 5),
      p('gk', 'GOALKEEPER', 1),
      p('d1', 'DEFENDER', 2),
      p('m', 'MIDFIELDER', 8),
    ]);
    expect(rows.map((r) => [r.line, r.players.map((x) => x.id)])).toEqual([
      ['GOALKEEPER', ['gk']],
      ['DEFENDER', ['d1', 'd2']],
      ['MIDFIELDER', ['m']],
      ['STRIKER', ['st']],
    ]);
  });

  it('counts a player without a known position as a defender and leaves empty lines out', () => {
    const rows = formationOf([p('x', null, null), p('y', 'WINGER', 7), p('gk', 'GOALKEEPER', 1)]);
    expect(rows.map((r) => [r.line, r.players.map((x) => x.id)])).toEqual([
      ['GOALKEEPER', ['gk']],
      ['DEFENDER', ['y', 'x']],
    ]);
  });
});

describe('shirtName', () => {
  it('shows the surname of a longer name, a single name whole', () => {
    expect(shirtName('Mohammed Bose')).toBe('Bose');
    expect(shirtName(' Pelé ')).toBe('Pelé');
    expect(shirtName('Ana de la Cruz')).toBe('Cruz');
  });
});
