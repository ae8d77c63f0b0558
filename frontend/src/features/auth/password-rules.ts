import { matches, required, type FormValues, type Rule } from '@/components/form/rules';

/** Spec §9. */
export const PASSWORD_MIN_LENGTH = 8;

/** Spec §5 "Register": the messages, word for word. */
export const passwordMessages = {
  length: 'Passwords should be at least 8 characters',
  lowercase: 'Passwords should contain a lowercase letter',
  uppercase: 'Passwords should contain an uppercase letter',
  number: 'Passwords should contain a number',
  special: 'Passwords should contain a special character',
  mismatch: 'Passwords do not match',
} as const;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The password rules of register and reset, in the order their messages show. */
export function passwordRules<V extends FormValues>(field: keyof V & string): Rule<V>[] {
  const rule = (test: (value: string) => boolean, prompt: string) =>
    ({ field, check: (value: unknown) => test(text(value)), prompt }) as Rule<V>;
  return [
    rule((value) => [...value].length >= PASSWORD_MIN_LENGTH, passwordMessages.length),
    rule((value) => /\p{Ll}/u.test(value), passwordMessages.lowercase),
    rule((value) => /\p{Lu}/u.test(value), passwordMessages.uppercase),
    rule((value) => /\p{N}/u.test(value), passwordMessages.number),
    // Anything that is not a letter or a number, spaces included.
    rule((value) => /[^\p{L}\p{N}]/u.test(value), passwordMessages.special),
  ];
}

/** Register and reset ask for a new password the same way: its rules, then the confirmation. */
export function newPasswordRules<V extends FormValues & { password: string; confirmPassword: string }>(): Rule<V>[] {
  return [
    ...passwordRules<V>('password'),
    required<V>('confirmPassword', 'Please confirm your password'),
    matches<V>('confirmPassword', 'password', passwordMessages.mismatch),
  ];
}
