import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { AddPlayerRow } from './player-row-button';

const user = {
  id: 'u1',
  name: 'Faisal Krishnan',
  phoneNumber: '+91 ••••••4321',
  phone: '+91 ••••••4321',
  image: null,
  primaryPosition: 'DEFENDER',
};

describe('AddPlayerRow', () => {
  it('names the position in words, whole, beside the masked number', () => {
    renderWithApp(
      <ul>
        <AddPlayerRow user={user} adding={false} onAdd={() => {}} />
      </ul>,
    );
    const position = screen.getByText('Defender');
    // Its own unbreakable piece of the line: it moves under the number on a narrow phone, never cut.
    expect(position.style.whiteSpace).toBe('nowrap');
    expect(position.closest('p')?.textContent).toContain('+91 ••••••4321 · Defender');
    expect(screen.queryByText(/DEFENDER/)).toBeNull();
  });
});
