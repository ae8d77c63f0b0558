import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { NULL_OPTION_LABEL, OptionKeyError, OPTION_LIST_MAX_HEIGHT, toSelectOptions } from './option-items';
import { OptionSelect, type OptionSelectProps } from './option-select';

type Gender = { value: string; label: string };
const genders: Gender[] = [
  { value: 'Woman', label: 'Woman' },
  { value: 'Prefer not to say', label: 'Prefer not to respond' },
];

function Harness(props: Partial<OptionSelectProps<Gender>> & { initial?: string | null }) {
  const { initial = null, ...rest } = props;
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <OptionSelect<Gender>
        label="Gender"
        options={genders}
        textKey="label"
        valueKey="value"
        value={value}
        onChange={setValue}
        {...rest}
      />
      <output data-testid="value">{value === null ? 'NULL' : value}</output>
    </>
  );
}

const stored = () => screen.getByTestId('value').textContent;

describe('toSelectOptions', () => {
  it('shows the text key and stores the value key', () => {
    expect(toSelectOptions(genders, 'label', 'value')).toEqual([
      { label: 'Woman', value: 'Woman' },
      { label: 'Prefer not to respond', value: 'Prefer not to say' },
    ]);
  });

  it("adds 'Select...' with the value null first when asked", () => {
    expect(toSelectOptions(genders, 'label', 'value', true)[0]).toEqual({ label: NULL_OPTION_LABEL, value: null });
  });

  it('counts a missing text key or value key as an error', () => {
    expect(() => toSelectOptions(genders, '' as 'label', 'value')).toThrow(OptionKeyError);
    expect(() => toSelectOptions(genders, 'label', '' as 'value')).toThrow('needs a value key');
    const broken = [{ label: 'Woman' }] as unknown as Gender[];
    expect(() => toSelectOptions(broken, 'label', 'value')).toThrow('Option 1 has no "value".');
    expect(() => toSelectOptions([{ value: 'x' }] as unknown as Gender[], 'label', 'value')).toThrow(
      'Option 1 has no "label".',
    );
  });
});

describe('OptionSelect', () => {
  it('is a labelled control that shows the label of the stored value', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const trigger = screen.getByRole('combobox', { name: 'Gender' });
    expect(trigger).toHaveTextContent(NULL_OPTION_LABEL);

    await user.click(trigger);
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toHaveStyle({ maxHeight: `min(${OPTION_LIST_MAX_HEIGHT}px, var(--available-height))` });
    await user.click(within(listbox).getByRole('option', { name: 'Prefer not to respond' }));
    expect(stored()).toBe('Prefer not to say');
    await waitFor(() => expect(trigger).toHaveTextContent('Prefer not to respond'));
  });

  it("offers 'Select...' to clear the value back to null", async () => {
    const user = userEvent.setup();
    render(<Harness includeNull initial="Woman" />);
    const trigger = screen.getByRole('combobox', { name: 'Gender' });
    expect(trigger).toHaveTextContent('Woman');
    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: NULL_OPTION_LABEL }));
    expect(stored()).toBe('NULL');
  });

  it('can be used with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    screen.getByRole('combobox', { name: 'Gender' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(stored()).not.toBe('NULL'));
  });

  it('announces its error', () => {
    render(<Harness error="Please select your gender identity" required />);
    const trigger = screen.getByRole('combobox', { name: 'Gender' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('Please select your gender identity');
  });

  it('creates an option through the supplied function and chooses it', async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn((text: string) => Promise.resolve({ value: 'agender', label: text }));
    render(<Harness onCreate={onCreate} />);
    await user.click(screen.getByRole('button', { name: 'Add a new option' }));
    await user.type(screen.getByLabelText('New gender'), 'Agender{Enter}');
    expect(onCreate).toHaveBeenCalledWith('Agender');
    await waitFor(() => expect(stored()).toBe('agender'));
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveTextContent('Agender');
  });

  it('shows a failed creation and keeps the text', async () => {
    const user = userEvent.setup();
    render(<Harness onCreate={() => Promise.reject(new Error('Topic already exists'))} />);
    await user.click(screen.getByRole('button', { name: 'Add a new option' }));
    await user.type(screen.getByLabelText('New gender'), 'Woman');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Topic already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('New gender')).toHaveValue('Woman');
  });
});
