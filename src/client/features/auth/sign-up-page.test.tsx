import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session';
import { renderWithApp } from '../../test-utils';
import SignUpPage from './sign-up-page';
import { json, stubFetch } from './test-fetch';

const token = {
  accessToken: 'access',
  refreshToken: 'refresh',
  expiresIn: 86_400,
  user: { id: 'u1', name: 'Ada Lovelace', phoneNumber: '+15550100', image: null },
};

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
});

describe('SignUpPage', () => {
  it('registers, then a pasted code verifies, signs in and goes home', async () => {
    const paths: string[] = [];
    stubFetch(async (request) => {
      const path = new URL(request.url).pathname;
      paths.push(path);
      return path === '/api/auth/register'
        ? json(201, { status: 'success', message: 'Account created.' })
        : json(200, { status: 'success', data: token });
    });
    const user = userEvent.setup();
    renderWithApp(
      <Routes>
        <Route path="/register" element={<SignUpPage />} />
        <Route path="/" element={<p>Home page</p>} />
      </Routes>,
      { route: '/register' },
    );

    await user.type(screen.getByLabelText(/^Full name/), 'Ada Lovelace');
    await user.type(screen.getByLabelText(/^Phone number/), '5550100');
    await user.type(screen.getByLabelText(/^Password/), 'password-1');
    // The client leaves the match to the server.
    await user.type(screen.getByLabelText(/^Confirm password/), 'password-2');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('heading', { name: 'Enter OTP' })).toBeTruthy();
    expect(screen.getByText('We sent a 6-digit code to 5550100.')).toBeTruthy();
    await user.paste('123456');

    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(paths).toEqual(['/api/auth/register', '/api/auth/verify-otp']);
    expect(useSession.getState().token?.user.name).toBe('Ada Lovelace');
  });
});
