import { OptionSelectField } from '@/components/form/option-select';
import type { ProfileChoicesQuery } from '@/gql/graphql';

type DemographicFieldsProps = {
  options: ProfileChoicesQuery['profileOptions'];
  required?: boolean;
  /** Offer 'Select...' to clear a choice (the profile screen; onboarding requires each). */
  clearable?: boolean;
};

/** Spec §3 demographic options: the stored value is the option's `value`, its `label` is shown. */
export function DemographicFields({ options, required = false, clearable = false }: DemographicFieldsProps) {
  const common = { textKey: 'label', valueKey: 'value', required, includeNull: clearable } as const;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {/* Spec §3: ethnicity is labelled Race. */}
      <OptionSelectField name="ethnicity" label="Race" options={options.ethnicities} {...common} />
      <OptionSelectField name="ageRange" label="Age range" options={options.ageRanges} {...common} />
      <OptionSelectField
        name="sexAssignedAtBirth"
        label="Sex assigned at birth"
        options={options.sexesAssignedAtBirth}
        {...common}
      />
      <OptionSelectField name="gender" label="Gender" options={options.genders} {...common} />
    </div>
  );
}
