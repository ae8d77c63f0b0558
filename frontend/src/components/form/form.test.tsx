import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckboxField, TextField } from './fields';
import { Form, INVALID_MESSAGE, type ValidateOn } from './form';
import { FormError, GENERIC_FORM_ERROR } from './form-error';
import { email, matches, required, type Rule } from './rules';

type Values = { name: string; code: string; confirm: string; agree: boolean };
const defaults: Values = { name: '', code: '', confirm: '', agree: false };
const rules: Rule<Values>[] = [
  required('name', 'Please give a name'),
  { field: 'code', check: (value) => value.length >= 3 },
  matches('confirm', 'code', 'Codes do not match'),
  required('agree'),
];

type Setup = {
  onSubmit?: (values: Values) => unknown;
  validateOn?: ValidateOn;
  statusMessages?: Parameters<typeof Form>[0]['statusMessages'];
};

function setup({ onSubmit = () => undefined, validateOn, statusMessages }: Setup = {}) {
  const submit = vi.fn(onSubmit);
  const user = userEvent.setup();
  render(
    <Form
      defaultValues={defaults}
      rules={rules}
      onSubmit={submit}
      validateOn={validateOn}
      statusMessages={statusMessages}
    >
      <TextField name="name" label="Name" required />
      <TextField name="code" label="Code" />
      <TextField name="confirm" label="Confirm code" />
      <CheckboxField name="agree" label="I agree" required />
    </Form>,
  );
  const field = (label: string) => screen.getByLabelText(label);
  const fillValid = async () => {
    await user.type(field('Name'), 'Ada');
    await user.type(field('Code'), 'abc');
    await user.type(field('Confirm code'), 'abc');
    await user.click(field('I agree'));
  };
  return { submit, user, field, fillValid };
}

const button = (name: string) => screen.getByRole('button', { name });
const formElement = () => document.querySelector('form');

describe('Form engine', () => {
  it('sends nothing while a rule fails: status invalid, the message, field errors, focus on the first', async () => {
    const { submit, user, field } = setup();
    await user.type(field('Code'), 'ab');
    await user.click(button('Submit'));

    expect(submit).not.toHaveBeenCalled();
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_MESSAGE);
    expect(field('Name')).toHaveAccessibleDescription('Please give a name');
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    // A rule without a prompt shows the default one.
    expect(field('Code')).toHaveAccessibleDescription('Invalid input');
    expect(field('Confirm code')).toHaveAccessibleDescription('Codes do not match');
    expect(field('I agree')).toHaveAccessibleDescription('Invalid input');
    expect(field('Name')).toHaveFocus();
    expect(formElement()).toHaveAttribute('data-status', 'invalid');
  });

  it('clears invalid by itself once every input is valid', async () => {
    const { user, field, fillValid } = setup();
    await user.click(button('Submit'));
    expect(await screen.findByText(INVALID_MESSAGE)).toBeInTheDocument();

    await fillValid();
    await waitFor(() => expect(screen.queryByText(INVALID_MESSAGE)).not.toBeInTheDocument());
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
    expect(field('Confirm code')).toHaveAccessibleDescription('');
    expect(formElement()).toHaveAttribute('data-status', 'idle');
  });

  it('rechecks cross-field rules when the other field changes', async () => {
    const { user, field } = setup();
    await user.type(field('Code'), 'abc');
    await user.type(field('Confirm code'), 'abd');
    await user.click(button('Submit'));
    expect(field('Confirm code')).toHaveAccessibleDescription('Codes do not match');

    await user.clear(field('Code'));
    await user.type(field('Code'), 'abd');
    await waitFor(() => expect(field('Confirm code')).not.toHaveAttribute('aria-invalid'));
  });

  it('validates after the first submit by default, and on input when asked', async () => {
    const first = setup();
    await first.user.type(first.field('Code'), 'a');
    expect(first.field('Code')).not.toHaveAttribute('aria-invalid');
    first.field('Code').blur();

    document.body.innerHTML = '';
    const second = setup({ validateOn: 'input' });
    await second.user.type(second.field('Code'), 'a');
    await waitFor(() => expect(second.field('Code')).toHaveAttribute('aria-invalid', 'true'));
    // Untouched fields stay quiet until a submit.
    expect(second.field('Name')).not.toHaveAttribute('aria-invalid');
    await second.user.type(second.field('Code'), 'bc');
    await waitFor(() => expect(second.field('Code')).not.toHaveAttribute('aria-invalid'));
  });

  it('sends the values once valid, showing pending then success', async () => {
    let finish: () => void = () => undefined;
    const { submit, user, fillValid } = setup({
      onSubmit: () => new Promise<void>((resolve) => (finish = resolve)),
      statusMessages: { success: 'Saved it' },
    });
    await fillValid();
    await user.click(button('Submit'));

    expect(submit).toHaveBeenCalledWith(
      { name: 'Ada', code: 'abc', confirm: 'abc', agree: true },
      expect.anything(),
    );
    expect(formElement()).toHaveAttribute('data-status', 'pending');
    expect(button('Submit')).toBeDisabled();
    finish();
    expect(await screen.findByText('Saved it')).toBeInTheDocument();
    expect(formElement()).toHaveAttribute('data-status', 'success');
  });

  it('reads Retry after a failure, with the server error, and Submit again after success', async () => {
    let fail = true;
    const { user, fillValid } = setup({
      onSubmit: () => {
        if (fail) throw new FormError('Invalid email or password.');
      },
    });
    await fillValid();
    await user.click(button('Submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(button('Retry')).toBeEnabled();

    fail = false;
    await user.click(button('Retry'));
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('prefers a mapped message, else the server error, else the generic one', async () => {
    const mapped = setup({
      statusMessages: { fail: 'Mapped failure' },
      onSubmit: () => Promise.reject(new FormError('Raw')),
    });
    await mapped.fillValid();
    await mapped.user.click(button('Submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mapped failure');

    document.body.innerHTML = '';
    const text = setup({ onSubmit: () => Promise.reject('A string error') });
    await text.fillValid();
    await text.user.click(button('Submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent('A string error');

    document.body.innerHTML = '';
    const unknown = setup({ onSubmit: () => Promise.reject(new TypeError('Failed to fetch')) });
    await unknown.fillValid();
    await unknown.user.click(button('Submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent(GENERIC_FORM_ERROR);
  });

  it('shows a server message under the field it names', async () => {
    const { user, field, fillValid } = setup({
      onSubmit: () =>
        Promise.reject(new FormError('Please check your details and try again.', { name: 'Taken' })),
    });
    await fillValid();
    await user.click(button('Submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check your details and try again.');
    expect(field('Name')).toHaveAccessibleDescription('Taken');
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('marks required fields with an asterisk and aria-required, keeping the label clean', () => {
    const { field } = setup();
    expect(field('Name')).toHaveAttribute('aria-required', 'true');
    expect(field('Code')).not.toHaveAttribute('aria-required');
    expect(screen.getByText('Name').nextSibling).toHaveTextContent('*');
    expect(field('Name')).toHaveAccessibleName('Name');
  });
});

describe('rule helpers', () => {
  it('checks email addresses', () => {
    const rule = email<{ e: string }>('e');
    const check = rule.check as (value: unknown, values: unknown) => boolean;
    expect(rule.prompt).toBe('Invalid email address');
    expect(check('a@b.co', {})).toBe(true);
    expect(check(' a@b.co ', {})).toBe(true);
    expect(check('a@b', {})).toBe(false);
    expect(check('a b@c.de', {})).toBe(false);
  });
});
