import { failingRules } from '@/components/form/rules';
import { passwordMessages, passwordRules } from './password-rules';

const rules = passwordRules<{ password: string }>('password');
const problem = (password: string) => failingRules(rules, { password }).password ?? null;

describe('password rules', () => {
  it('reports the first unmet rule, in the order of spec §5', () => {
    expect(problem('')).toBe(passwordMessages.length);
    expect(problem('Ab1!')).toBe('Passwords should be at least 8 characters');
    expect(problem('ABCDEFG1!')).toBe('Passwords should contain a lowercase letter');
    expect(problem('abcdefg1!')).toBe('Passwords should contain an uppercase letter');
    expect(problem('Abcdefgh!')).toBe('Passwords should contain a number');
    expect(problem('Abcdefgh1')).toBe('Passwords should contain a special character');
    expect(problem('Abcdefg1!')).toBeNull();
  });

  it('counts characters, not UTF-16 units, and accepts non-ASCII letters and a space as special', () => {
    expect(problem('Éé1 Ab')).toBe(passwordMessages.length);
    expect(problem('Ééé1 Abc')).toBeNull();
  });
});
