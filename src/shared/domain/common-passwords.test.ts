import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it('knows the most common passwords, in any case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('PassWord')).toBe(true);
    expect(isCommonPassword('12345678')).toBe(true);
    expect(isCommonPassword('Liverpool')).toBe(true);
  });

  it('knows them with digits or symbols added at the end', () => {
    for (const password of ['password123', 'Password123', 'football2024!', 'Liverpool_1']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets other passwords through', () => {
    expect(isCommonPassword('correct horse')).toBe(false);
    expect(isCommonPassword('password 2 the pitch')).toBe(false);
    expect(isCommonPassword('123password')).toBe(false);
    expect(isCommonPassword('')).toBe(false);
  });
});
