import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test-utils';
import ForgotPasswordPage from './forgot-password-page';
import { json, stubFetch } from './test-fetch';

afterEach(() => vi.unstubAllGlobals());

describe('ForgotPasswordPage', () => {
  it('goes through the three steps and refuses a confirmation that does not match', async () => {
    const sent: { path: string; body: unknown }[] = [];
    stubFetch(async (request) => {
      sent.push({ path: new URL(request.url).pathname, body: await request.json() });
      return json(200, { status: 'success', message: 'ok' });
    });
    const user = userEvent.setup();
    renderWithApp(<ForgotPasswordPage />, { route: '/ForgotPass' });

    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeTruthy();
    await user.type(screen.getByLabelText(/^Phone number/), '5550100');
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));

    expect(await screen.findByRole('heading', { name: 'Enter OTP' })).toBeTruthy();
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.paste('654321');
    await user.type(screen.getByLabelText(/^New password/), 'new-password-1');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(sent).toHaveLength(1);

    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByRole('heading', { name: 'Password Reset Successful' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
    expect(sent).toEqual([
      { path: '/api/auth/request-reset', body: { phoneNumber: '5550100' } },
      {
        path: '/api/auth/reset-password',
        body: {
          phoneNumber: '5550100',
          otp: '654321',
          newPassword: 'new-password-1',
          confirmPassword: 'new-password-1',
        },
      },
    ]);
  });
});
