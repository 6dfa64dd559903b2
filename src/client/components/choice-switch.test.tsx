import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ChoiceSwitch } from './choice-switch';

function Outcome({ initial }: { initial: 'SCORED' | 'MISSED' | null }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ChoiceSwitch
        label="Penalty outcome"
        value={value}
        onChange={setValue}
        choices={[
          { value: 'SCORED', label: 'Scored' },
          { value: 'MISSED', label: 'Missed' },
        ]}
      />
      <output aria-label="Chosen">{value ?? 'none'}</output>
    </>
  );
}

describe('a row of choices', () => {
  it('is a named radio group whose tapped choice becomes the chosen one', async () => {
    render(<Outcome initial={null} />);
    const group = screen.getByRole('radiogroup', { name: 'Penalty outcome' });
    const checked = (name: string) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked;
    expect([checked('Scored'), checked('Missed')]).toEqual([false, false]);

    await userEvent.click(screen.getByText('Missed'));
    expect([checked('Scored'), checked('Missed')]).toEqual([false, true]);
    expect(screen.getByRole('status', { name: 'Chosen' }).textContent).toBe('MISSED');
    // The raised look follows the choice.
    expect([...group.querySelectorAll('label[data-active]')].map((label) => label.textContent)).toEqual(['Missed']);
  });
});
