import type { FragmentType } from '@apollo/client';
import { useApolloClient, useFragment } from '@apollo/client/react';
import { ArrowLeft } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Form } from '@/components/form/form';
import { TopicsField } from '@/components/form/topics-field';
import { buttonClasses } from '@/components/ui/button-classes';
import type { ProfileChoicesQuery } from '@/gql/graphql';
import { auth } from '@/lib/auth/auth';
import { toCachedUser } from '@/lib/auth/session-store';
import { toStoredHex } from '@/lib/colour';
import { toPlace } from '@/lib/place';
import { toFormError } from '../api/form-errors';
import { CompleteOnboardingMutation, ProfileFields_me, UpdateProfileMutation } from '../api/profile-documents';
import {
  profileValues,
  stepOneRules,
  stepTwoRules,
  type ProfileValues,
  type StepOneValues,
  type StepTwoValues,
} from '../profile-values';
import { ColourField } from './colour-field';
import { DemographicFields } from './demographic-fields';

export const ONBOARDING_STEPS = 2;

type OnboardingWizardProps = {
  me: FragmentType<typeof ProfileFields_me>;
  choices: ProfileChoicesQuery;
  /** The location field of step 2 (the location feature's, bound to the form field `location`). */
  locationField: ReactNode;
  /** Onboarding is complete and the session knows it. */
  onFinished: () => void;
};

/**
 * Spec §2/§4 "Onboarding": step 1 (topics and colour, saved with updateProfile on Next so a
 * reload keeps them), step 2 (location and the private details), then completeOnboarding.
 * Next with Back until the last step. A member who saved step 1 before a reload starts at 2.
 */
export function OnboardingWizard({ me, choices, locationField, onFinished }: OnboardingWizardProps) {
  const { data, complete } = useFragment({ fragment: ProfileFields_me, from: me });
  if (!complete) return null;
  return (
    <Wizard initial={profileValues(data)} choices={choices} locationField={locationField} onFinished={onFinished} />
  );
}

function Wizard({
  initial,
  choices,
  locationField,
  onFinished,
}: Omit<OnboardingWizardProps, 'me'> & { initial: ProfileValues }) {
  const client = useApolloClient();
  const [values, setValues] = useState(initial);
  const [step, setStep] = useState(initial.topicsOfInterest.length > 0 ? 2 : 1);
  const headingId = useId();

  const saveStepOne = async (stepOne: StepOneValues) => {
    try {
      await client.mutate({
        mutation: UpdateProfileMutation,
        variables: {
          input: { topicsOfInterest: stepOne.topicsOfInterest, profileColour: toStoredHex(stepOne.profileColour) },
        },
      });
    } catch (error) {
      throw toFormError(error, ['topicsOfInterest', 'profileColour']);
    }
    setValues((now) => ({ ...now, ...stepOne }));
    setStep(2);
  };

  const finish = async (stepTwo: StepTwoValues) => {
    const { location, ethnicity, ageRange, sexAssignedAtBirth, gender } = stepTwo;
    // The rules have checked every one of these.
    if (!location || !ethnicity || !ageRange || !sexAssignedAtBirth || !gender) return;
    let user;
    try {
      const { data } = await client.mutate({
        mutation: CompleteOnboardingMutation,
        variables: {
          input: {
            topicsOfInterest: values.topicsOfInterest,
            profileColour: toStoredHex(values.profileColour),
            location: toPlace(location),
            ethnicity,
            ageRange,
            sexAssignedAtBirth,
            gender,
          },
        },
      });
      user = data?.completeOnboarding;
    } catch (error) {
      throw toFormError(error, ['location', 'ethnicity', 'ageRange', 'sexAssignedAtBirth', 'gender']);
    }
    if (!user) throw new Error('completeOnboarding returned nothing');
    auth.updateUser(toCachedUser(user));
    onFinished();
  };

  return (
    <div className="space-y-6">
      <StepProgress step={step} />
      <section
        aria-labelledby={headingId}
        className="relative overflow-hidden rounded-3xl bg-white p-5 shadow-sm ring-1 ring-blush sm:p-8"
      >
        <div aria-hidden="true" className="bg-brand-gradient absolute inset-x-0 top-0 h-1.5" />
        {step === 1 ? (
          <>
            <StepHeading id={headingId} title="What would you like to talk about?">
              Pick the health topics you care about, and a colour for your avatar. You can change
              both later on your profile.
            </StepHeading>
            <Form<StepOneValues>
              key="step-1"
              labelledBy={headingId}
              defaultValues={{ topicsOfInterest: values.topicsOfInterest, profileColour: values.profileColour }}
              rules={stepOneRules}
              onSubmit={saveStepOne}
              submitLabel="Next"
            >
              <TopicsField name="topicsOfInterest" legend="Topics of interest" topics={choices.topics} required />
              <ColourField name="profileColour" legend="Profile colour" colours={choices.profileOptions.colours} required />
            </Form>
          </>
        ) : (
          <>
            <StepHeading id={headingId} title="A little about you">
              These details are private: only you can see them. They help us understand who the
              community serves; nobody else sees them next to your name.
            </StepHeading>
            <Form<StepTwoValues>
              key="step-2"
              labelledBy={headingId}
              defaultValues={{
                location: values.location,
                ethnicity: values.ethnicity,
                ageRange: values.ageRange,
                sexAssignedAtBirth: values.sexAssignedAtBirth,
                gender: values.gender,
              }}
              rules={stepTwoRules}
              onSubmit={finish}
              secondaryAction={
                <BackButton
                  onBack={(stepTwo) => {
                    setValues((now) => ({ ...now, ...stepTwo }));
                    setStep(1);
                  }}
                />
              }
            >
              {locationField}
              <DemographicFields options={choices.profileOptions} required />
            </Form>
          </>
        )}
      </section>
    </div>
  );
}

function StepHeading({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className="mb-6">
      <h2 id={id} className="text-2xl font-extrabold tracking-tight">
        {title}
      </h2>
      <p className="mt-2 text-ink-muted">{children}</p>
    </div>
  );
}

/** "Step 1 of 2" with a bar of one segment per step. */
function StepProgress({ step }: { step: number }) {
  return (
    <div>
      <p className="text-sm font-bold tracking-wide text-brand-deep uppercase" aria-live="polite">
        Step {step} of {ONBOARDING_STEPS}
      </p>
      <div aria-hidden="true" className="mt-2 flex gap-2">
        {Array.from({ length: ONBOARDING_STEPS }, (_, index) => (
          <span
            key={index}
            className={`h-2 flex-1 rounded-full ${index < step ? 'bg-brand-gradient' : 'bg-blush'}`}
          />
        ))}
      </div>
    </div>
  );
}

/** Back to step 1, keeping what step 2 holds so far. */
function BackButton({ onBack }: { onBack: (values: StepTwoValues) => void }) {
  const { getValues } = useFormContext<StepTwoValues>();
  return (
    <button type="button" onClick={() => onBack(getValues())} className={`${buttonClasses('secondary')} w-full sm:w-auto`}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back
    </button>
  );
}
