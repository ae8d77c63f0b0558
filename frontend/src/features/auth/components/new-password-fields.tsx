import { TextField } from '@/components/form/fields';

/** The password and its confirmation, as register and reset ask for them. */
export function NewPasswordFields({ label = 'Password' }: { label?: string }) {
  return (
    <>
      <TextField
        name="password"
        label={label}
        type="password"
        autoComplete="new-password"
        required
        hint="At least 8 characters, with a lowercase and an uppercase letter, a number and a special character."
      />
      <TextField
        name="confirmPassword"
        label={`Confirm ${label.toLowerCase()}`}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
