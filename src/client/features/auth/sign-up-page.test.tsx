import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAME_MAX } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
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

function renderSignUp() {
  renderWithApp(
    <Routes>
      <Route path="/register" element={<SignUpPage />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { route: '/register' },
  );
}

async function fillIn(password = 'touchline-1') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Full name/), 'Ada Lovelace');
  await user.type(screen.getByLabelText(/^Phone number/), '5550100');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.type(screen.getByLabelText(/^Confirm password/), password);
  return user;
}

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
    renderSignUp();

    await user.type(screen.getByLabelText(/^Full name/), 'Ada Lovelace');
    await user.type(screen.getByLabelText(/^Phone number/), '5550100');
    await user.type(screen.getByLabelText(/^Password/), 'touchline-1');
    // The client leaves the match to the server (SPEC §5).
    await user.type(screen.getByLabelText(/^Confirm password/), 'touchline-2');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('heading', { name: 'Enter OTP' })).toBeTruthy();
    expect(screen.getByText('We sent a 6-digit code to 5550100.')).toBeTruthy();
    await user.paste('123456');

    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(paths).toEqual(['/api/auth/register', '/api/auth/verify-otp']);
    expect(useSession.getState().token?.user.name).toBe('Ada Lovelace');
  });

  it('sends a typed code once: the 6th digit sends it, and Validate does not send it again once refused', async () => {
    const sent: { path: string; body: unknown }[] = [];
    stubFetch(async (request) => {
      const path = new URL(request.url).pathname;
      sent.push({ path, body: await request.json() });
      return path === '/api/auth/register'
        ? json(201, { status: 'success', data: { phoneNumber: '+15550100', signUpId: 'attempt-1' } })
        : json(400, { status: 'error', message: 'That code is not right. Please check it and try again.' });
    });
    renderSignUp();
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('heading', { name: 'Enter OTP' });

    await user.keyboard('123456');
    // Refused: the boxes empty for the next code.
    await vi.waitFor(() => expect((screen.getByLabelText('Digit 6 of 6') as HTMLInputElement).value).toBe(''));
    await user.click(screen.getByRole('button', { name: 'Validate OTP' }));

    expect(screen.getByText('Invalid OTP, please try again.')).toBeTruthy();
    expect(sent.map((call) => call.path)).toEqual(['/api/auth/register', '/api/auth/verify-otp']);
    expect(sent[1]?.body).toEqual({ phoneNumber: '5550100', otp: '123456', signUpId: 'attempt-1' });
  });

  it('signs up once when Validate is tapped while the 6th digit is already being checked', async () => {
    const paths: string[] = [];
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    stubFetch(async (request) => {
      const path = new URL(request.url).pathname;
      paths.push(path);
      if (path === '/api/auth/register') {
        return json(201, { status: 'success', data: { phoneNumber: '+15550100', signUpId: 'attempt-1' } });
      }
      await answered;
      return json(200, { status: 'success', data: token });
    });
    renderSignUp();
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('heading', { name: 'Enter OTP' });

    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Validate OTP' }));
    answer();
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(paths).toEqual(['/api/auth/register', '/api/auth/verify-otp']);
  });

  it('refuses one of the most common passwords before sending anything, in the words the server uses', async () => {
    const fetch = stubFetch(async () => json(201, { status: 'success' }));
    renderSignUp();
    const user = await fillIn('Football');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText(messages.auth.commonPassword)).toBeTruthy();
    // A screen reader hears the field is wrong, and why.
    const password = screen.getByLabelText(/^Password/);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (password.getAttribute('aria-describedby') ?? '').split(/\s+/);
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(messages.auth.commonPassword);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a password shorter than its hint asks before sending anything, in the words the server uses', async () => {
    const fetch = stubFetch(async () => json(201, { status: 'success' }));
    renderSignUp();
    const user = await fillIn(' short1 ');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Password must be at least 8 characters.')).toBeTruthy();
    expect(screen.getByLabelText(/^Password/).getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows every problem at once, each on its field, before sending anything: no name and a phone that is no number', async () => {
    const fetch = stubFetch(async () => json(201, { status: 'success' }));
    const user = userEvent.setup();
    renderSignUp();
    await user.type(screen.getByLabelText(/^Phone number/), 'call me');
    await user.type(screen.getByLabelText(/^Password/), 'touchline-1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'touchline-1');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText(/^Full name/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Phone number/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(messages.server.invalidPhone)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('takes a full name up to the length the server keeps, and no more', async () => {
    const user = userEvent.setup();
    renderSignUp();
    await user.type(screen.getByLabelText(/^Full name/), 'A'.repeat(NAME_MAX + 20));
    expect((screen.getByLabelText(/^Full name/) as HTMLInputElement).value).toHaveLength(NAME_MAX);
  });

  it.each([
    ['Confirm password', 'Password and confirmation do not match.'],
    ['Phone number', 'Enter a valid phone number.'],
    ['Full name', 'Full name must be at most 100 characters.'],
  ])("shows the server's refusal on the %s field it is about", async (label, refusal) => {
    stubFetch(async () => json(400, { status: 'error', message: refusal }));
    renderSignUp();
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const field = screen.getByLabelText(new RegExp(`^${label}`));
    await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = (field.getAttribute('aria-describedby') ?? '').split(/\s+/);
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(refusal);
  });
});
