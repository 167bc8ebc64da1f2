import { describe, expect, it } from 'vitest';
import { validateCredentials } from './field-errors';

describe('validateCredentials', () => {
  it('asks for every empty field; spaces alone are empty (but a password of spaces is a password)', () => {
    expect(validateCredentials('signup', { name: ' ', email: '', password: '' })).toEqual({
      name: { key: 'nameRequired' },
      email: { key: 'emailRequired' },
      password: { key: 'passwordRequired' },
    });
    expect(validateCredentials('login', { name: '', email: 'a@b.co', password: '   ' })).toEqual({});
  });

  it('login ignores the name and any password rule: an account made under old rules can still log in', () => {
    expect(validateCredentials('login', { name: '', email: 'rahim@example.com', password: 'short' })).toEqual({});
  });

  it('checks the e-mail format and the sign-up password length of the shared schemas', () => {
    expect(validateCredentials('signup', { name: 'Rahim', email: 'rahim@', password: 'short' })).toEqual({
      email: { key: 'emailInvalid' },
      password: { key: 'passwordTooShort', count: 8 },
    });
    expect(validateCredentials('signup', { name: 'R'.repeat(101), email: 'rahim@example.com', password: 'x'.repeat(257) })).toEqual({
      name: { key: 'nameTooLong', count: 100 },
      password: { key: 'passwordTooLong', count: 256 },
    });
  });

  it('accepts a good sign-up, with spaces around the e-mail', () => {
    expect(validateCredentials('signup', { name: 'Rahim Uddin', email: ' rahim@example.com ', password: 'correct horse' })).toEqual({});
  });

  it('a name holding a control character (pasted from elsewhere) is a name to check, not a name too long', () => {
    expect(validateCredentials('signup', { name: 'Rahim\u0007', email: 'rahim@example.com', password: 'correct horse' })).toEqual({ name: { key: 'nameInvalid' } });
  });
});
