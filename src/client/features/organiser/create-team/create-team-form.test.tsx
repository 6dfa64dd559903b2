import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils';
import { json, stubFetch } from '../../auth/test-fetch';
import { CreateTeamForm } from './create-team-form';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../../app/toasts', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('CreateTeamForm', () => {
  it('shows the field errors, clears one when its field is edited, and caps the abbreviation', async () => {
    const user = userEvent.setup();
    renderWithApp(<CreateTeamForm onCreated={() => {}} failedText="Failed to create team. Please try again." />);
    await user.click(screen.getByRole('button', { name: 'Create Team' }));
    expect(screen.getByText('Team name is required')).toBeTruthy();
    expect(screen.getByText('Description is required')).toBeTruthy();
    expect(screen.getByText('Abbreviation is required')).toBeTruthy();

    await user.type(screen.getByLabelText(/^Team name/), 'Kochi Blasters');
    expect(screen.queryByText('Team name is required')).toBeNull();
    expect(screen.getByText('Description is required')).toBeTruthy();

    const abbreviation = screen.getByLabelText(/^Abbreviation/);
    await user.type(abbreviation, 'kbfc123');
    expect(abbreviation).toHaveProperty('value', 'KBFC1');
  });

  it("creates the team and hands it on; a failure shows the server's words", async () => {
    const onCreated = vi.fn();
    const answers = [
      json(400, { status: 'error', message: 'Team name is too long.' }),
      json(201, { status: 'success', data: { id: 'team1', name: 'Kochi', logo: null, abbreviation: 'KB' } }),
    ];
    stubFetch(async () => answers.shift() ?? json(200, { status: 'success', data: [] }));
    const user = userEvent.setup();
    renderWithApp(<CreateTeamForm onCreated={onCreated} failedText="Failed to create team. Please try again." />);
    await user.type(screen.getByLabelText(/^Team name/), 'Kochi');
    await user.type(screen.getByLabelText(/^Description/), 'Club');
    await user.type(screen.getByLabelText(/^Abbreviation/), 'KB');
    await user.click(screen.getByRole('button', { name: 'Create Team' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Team name is too long.'));
    await user.click(screen.getByRole('button', { name: 'Create Team' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 'team1' })));
    expect(toast.success).toHaveBeenCalledWith('Team created successfully! 🎉');
  });

  it('says on the name field that the manager already has a team by that name, until the name is edited', async () => {
    const taken = 'You already manage a team called Kochi. Give this one another name.';
    stubFetch(async () => json(409, { status: 'error', message: taken }));
    const user = userEvent.setup();
    renderWithApp(<CreateTeamForm onCreated={() => {}} failedText="Failed to create team. Please try again." />);
    await user.type(screen.getByLabelText(/^Team name/), 'kochi');
    await user.type(screen.getByLabelText(/^Description/), 'Club');
    await user.type(screen.getByLabelText(/^Abbreviation/), 'KB');
    await user.click(screen.getByRole('button', { name: 'Create Team' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(taken));
    const name = screen.getByLabelText(/^Team name/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(taken)).toBeTruthy();
    await user.type(name, ' 2');
    expect(screen.queryByText(taken)).toBeNull();
  });
});
