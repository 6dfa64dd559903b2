import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session';
import { renderWithApp } from '../../test-utils';
import ForgotPasswordPage from './forgot-password-page';
import SignInPage from './sign-in-page';
import { json, stubFetch } from './test-fetch';

const token = {
  accessToken: 'access',
  refreshToken: 'refresh',
  expiresIn: 86_400,
  user: { id: 'u1', name: 'Ada', phoneNumber: '+15550100', image: null },
};

function renderSignIn() {
  renderWithApp(
    <Routes>
      <Route path="/login" element={<SignInPage />} />
      <Route path="/ForgotPass" element={<ForgotPasswordPage />} />
      <Route path="/" element={<p>Home page</p>} />
      <Route path="/Register" element={<p>Register page</p>} />
    </Routes>,
    { route: '/login' },
  );
}

async function fillIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Phone number/), '5550100');
  await user.type(screen.getByLabelText(/^Password/), 'secret-password');
  return user;
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
});

describe('SignInPage', () => {
  it('asks for the phone number without its country code, as sign-up does', () => {
    renderSignIn();
    const field = screen.getByRole('textbox', { name: 'Phone number', description: 'Without the country code' });
    expect(field.getAttribute('type')).toBe('tel');
  });

  it('refuses a second submit while the first is in flight', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderSignIn();
    const user = await fillIn();
    const login = screen.getByRole('button', { name: 'Login' });
    const form = login.closest('form')!;

    // Two submits in one tick: only the in-flight guard (not the re-rendered button) can stop the second.
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await user.click(login);
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());

    await act(async () => answer(json(200, { status: 'success', data: token })));
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(fetch).toHaveBeenCalledOnce();
    expect(useSession.getState().token?.accessToken).toBe('access');
  });

  it('goes back to the guarded page that sent the user to sign in', async () => {
    stubFetch(async () => json(200, { status: 'success', data: token }));
    renderWithApp(
      <Routes>
        <Route path="/login" element={<SignInPage />} />
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/mytournaments/livescorecard/match-tracker/:id" element={<p>Tracker page</p>} />
      </Routes>,
      { route: { pathname: '/login', state: { from: '/mytournaments/livescorecard/match-tracker/f1' } } },
    );
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Tracker page')).toBeTruthy();
  });

  it('sends an unknown phone number (HTTP 404) to /Register', async () => {
    const sent: { path: string; body: unknown }[] = [];
    stubFetch(async (request) => {
      sent.push({ path: new URL(request.url).pathname, body: await request.json() });
      return json(404, { status: 'error', message: 'No account found.' });
    });
    renderSignIn();
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Register page')).toBeTruthy();
    expect(sent).toEqual([{ path: '/api/auth/login', body: { phoneNumber: '5550100', password: 'secret-password' } }]);
  });

  it('shows a field error instead of calling the server when a field is empty', async () => {
    const fetch = stubFetch(async () => json(500, {}));
    renderSignIn();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Phone number is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a wrong password is said on the password field too, until the password is edited', async () => {
    stubFetch(async () => json(401, { status: 'error', message: 'Incorrect password.' }));
    renderSignIn();
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const password = screen.getByLabelText(/^Password/);
    const error = await screen.findByText('Incorrect password.');
    expect(password.getAttribute('aria-describedby')).toContain(error.id);
    await user.type(password, 'x');
    expect(screen.queryByText('Incorrect password.')).toBeNull();
  });

  it('a number that must wait after too many wrong passwords is told how long, and offered a reset', async () => {
    const wait =
      'Too many wrong passwords for this phone number. Please try again in 2 minutes, or reset your password.';
    stubFetch(async () => json(429, { status: 'error', message: wait }));
    renderSignIn();
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect((await screen.findByRole('alert')).textContent).toContain(wait);
    await user.click(screen.getByRole('link', { name: 'Reset your password' }));
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeTruthy();
    expect((screen.getByLabelText(/^Phone number/) as HTMLInputElement).value).toBe('5550100');
  });
});
