import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { phoneRule } from './phone-rule';

const check = phoneRule('Phone number');

describe('phoneRule', () => {
  it.each(['9000000000', '+91 90000 00000', '(020) 7946-0018', '555.0100'])(
    'lets %s through to the server',
    (typed) => {
      expect(check(typed)).toBeNull();
    },
  );

  it('asks for a number left empty, or only spaces', () => {
    expect(check('  ')).toBe(messages.auth.ui.required('Phone number'));
  });

  it.each(['call me', '12345', '9000000000 ext 2', '1234567890123456', '+'])(
    'refuses %s in the server’s words',
    (typed) => {
      expect(check(typed)).toBe(messages.server.invalidPhone);
    },
  );
});
