import { notifications } from '@mantine/notifications';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TOAST_LIMIT } from '../../shared/constants';
import { Providers } from './providers';
import { limitToasts, toast } from './toasts';

afterEach(() => act(() => notifications.clean()));

describe('toasts', () => {
  it('show the latest news at once when taps come faster than toasts close, the oldest giving way', async () => {
    render(<Providers>{null}</Providers>);
    const news = [
      'Goal! A scores.',
      'Yellow Card for B.',
      'Own Goal for C.',
      'Goal! D scores.',
      'Goal! E scores.',
      'Offside for F.',
    ];
    act(() => {
      toast.success(news[0] ?? '');
      toast.error(news[1] ?? '');
      for (const text of news.slice(2)) toast.success(text);
    });
    expect(await screen.findByText('Offside for F.')).toBeTruthy();
    for (const text of news.slice(-TOAST_LIMIT)) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByText('Goal! A scores.')).toBeNull();
  });

  it('keep to the room a screen gives them, and take the whole room again once it closes', async () => {
    render(<Providers>{null}</Providers>);
    const giveRoomBack = limitToasts(1);
    act(() => {
      toast.success('Goal! A scores.');
      toast.info('Connection restored.');
    });
    expect(await screen.findByText('Connection restored.')).toBeTruthy();
    expect(screen.queryByText('Goal! A scores.')).toBeNull();
    giveRoomBack();
    act(() => {
      toast.success('One.');
      toast.success('Two.');
    });
    expect(await screen.findByText('Two.')).toBeTruthy();
    expect(screen.getByText('One.')).toBeTruthy();
  });

  it('about one topic take the place of the last about it, whatever their colour', async () => {
    render(<Providers>{null}</Providers>);
    act(() => {
      toast.error('Enter a valid phone number.', 5000, 'sign-in');
      toast.error('Incorrect phone number or password.', 5000, 'sign-in');
      toast.info('Another screen’s news.');
    });
    expect(await screen.findByText('Incorrect phone number or password.')).toBeTruthy();
    expect(screen.queryByText('Enter a valid phone number.')).toBeNull();
    act(() => toast.success('Login successful!', 5000, 'sign-in'));
    expect(await screen.findByText('Login successful!')).toBeTruthy();
    // It leaves with the toasts' closing transition.
    await waitFor(() => expect(screen.queryByText('Incorrect phone number or password.')).toBeNull());
    expect(screen.getByText('Another screen’s news.')).toBeTruthy();
  });
});
