import { Modal } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test-utils';

describe('a dialog', () => {
  it('has a close button with a name, as large as any touch target, and adds no banner landmark', async () => {
    renderWithApp(
      <Modal opened onClose={() => {}} title="Edit Profile">
        Fields
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    const close = screen.getByRole('button', { name: 'Close dialog' });
    expect(dialog.contains(close)).toBe(true);
    expect(close.style.getPropertyValue('--cb-size')).toBe('var(--cb-size-xl)');
    expect(dialog.querySelector('header')).toBeNull();
  });
});
