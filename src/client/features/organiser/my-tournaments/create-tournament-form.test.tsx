import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { CreateTournamentForm } from './create-tournament-form';

const describeWith = (length: number) =>
  fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), { target: { value: 'a'.repeat(length) } });

describe('the Create Tournament form', () => {
  it('counts the description once it nears the 2000 characters the server keeps, and says on the field when it is over', async () => {
    renderWithApp(<CreateTournamentForm onCreated={vi.fn()} />);
    describeWith(1500);
    expect(screen.queryByText(/\/ 2000 characters/)).toBeNull();
    describeWith(1850);
    expect(screen.getByText('1850 / 2000 characters')).toBeTruthy();
    describeWith(2001);
    fireEvent.click(screen.getByRole('button', { name: 'Create Tournament' }));
    expect(await screen.findByText('Description must be at most 2000 characters.')).toBeTruthy();
  });
});
