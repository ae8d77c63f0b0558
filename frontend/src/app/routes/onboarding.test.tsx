import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@/app/routes';
import { failingRules } from '@/components/form/rules';
import { PROFILE_MESSAGES, stepOneRules, stepTwoRules } from '@/features/profile/profile-values';
import {
  CompleteOnboardingDocument,
  LocationSuggestionsDocument,
  UpdateProfileDocument,
} from '@/gql/graphql';
import { session } from '@/lib/auth/session';
import type { CachedUser } from '@/lib/auth/session-store';
import { emptyHomeMocks } from '@/testing/forum-fixtures';
import { headerAvatarMock, myProfileMock, profileChoicesMock, profileMe } from '@/testing/profile-fixtures';
import { renderRoute, type GraphQLMock } from '@/testing/render-route';

const newMember: CachedUser = {
  id: 'm1',
  username: 'BraveFinch456',
  profileColour: 'f7a521',
  isAdmin: false,
  onboardingComplete: false,
};

const leeds = { __typename: 'Location', city: 'Leeds', state: 'England', country: 'United Kingdom' };
const place = { city: 'Leeds', state: 'England', country: 'United Kingdom' };

const stepOneSaved: GraphQLMock = {
  request: {
    query: UpdateProfileDocument,
    variables: { input: { topicsOfInterest: ['t2'], profileColour: 'e8518d' } },
  },
  result: {
    data: {
      updateProfile: {
        ...profileMe({ topicsOfInterest: [{ __typename: 'Topic', id: 't2' }], profileColour: 'e8518d' }),
        isAdmin: false,
        onboardingComplete: false,
      },
    },
  },
};

async function renderOnboarding(mocks: GraphQLMock[] = [], me = myProfileMock()) {
  const view = renderRoute({
    routes,
    path: '/onboarding',
    signedInAs: newMember,
    mocks: [me, profileChoicesMock, ...mocks],
  });
  await screen.findByText('Step 1 of 2', undefined, { timeout: 5000 });
  return view;
}

const submit = (name: string) => screen.getByRole('button', { name });

async function choose(user: ReturnType<typeof renderRoute>['user'], label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('onboarding rules (spec §5)', () => {
  it('asks for a topic and a colour in step 1', () => {
    expect(failingRules(stepOneRules, { topicsOfInterest: [], profileColour: '' })).toEqual({
      topicsOfInterest: 'Please select at least one topic of interest',
      profileColour: 'Please select a profile color',
    });
    expect(failingRules(stepOneRules, { topicsOfInterest: ['t1'], profileColour: 'f7a521' })).toEqual({});
  });

  it('asks for a city and a country, and every detail, in step 2', () => {
    const empty = { location: null, ethnicity: null, ageRange: null, sexAssignedAtBirth: null, gender: null };
    expect(failingRules(stepTwoRules, empty)).toEqual({
      location: 'Please select your location',
      ethnicity: 'Please select your ethnicity',
      ageRange: 'Please select your age range',
      sexAssignedAtBirth: 'Please select your sex assigned at birth',
      gender: 'Please select your gender identity',
    });
    const noCountry = { ...empty, location: { city: 'Leeds', state: '', country: '' } };
    expect(failingRules(stepTwoRules, noCountry).location).toBe(PROFILE_MESSAGES.location);
  });
});

describe('/onboarding', () => {
  it('shows the step 1 alerts, saves step 1 on Next, and shows the step 2 alerts', async () => {
    const { user } = await renderOnboarding([stepOneSaved]);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Real Talk' })).toBeInTheDocument();
    // The default colour is chosen already.
    expect(screen.getByRole('radio', { name: 'Amber' })).toBeChecked();

    await user.click(submit('Next'));
    expect(await screen.findByText('Please check for errors')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Topics of interest' })).toHaveAccessibleDescription(
      'Please select at least one topic of interest',
    );

    await user.click(screen.getByRole('checkbox', { name: 'Periods & Cycles' }));
    await user.click(screen.getByRole('radio', { name: 'Pink' }));
    await user.click(submit('Next'));
    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();

    await user.click(submit('Submit'));
    expect(await screen.findByText('Please check for errors')).toBeInTheDocument();
    for (const message of [
      'Please select your location',
      'Please select your ethnicity',
      'Please select your age range',
      'Please select your sex assigned at birth',
      'Please select your gender identity',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'Race' })).toHaveAttribute('aria-invalid', 'true');

    // Back keeps step 1's choices.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Periods & Cycles' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pink' })).toBeChecked();
  });

  it('starts at step 2 after a reload once step 1 was saved, and finishes on the feed', async () => {
    const suggestions: GraphQLMock = {
      request: { query: LocationSuggestionsDocument, variables: { text: 'Lee' } },
      result: { data: { locationSuggestions: [leeds] } },
    };
    const input = {
      topicsOfInterest: ['t2'],
      profileColour: 'e8518d',
      location: place,
      ethnicity: 'Asian',
      ageRange: '25-34',
      sexAssignedAtBirth: 'Female',
      gender: 'Prefer not to say',
    };
    const finished: GraphQLMock = {
      request: { query: CompleteOnboardingDocument, variables: { input } },
      result: {
        data: {
          completeOnboarding: {
            ...profileMe({ ...input, location: leeds, topicsOfInterest: [{ __typename: 'Topic', id: 't2' }] }),
            isAdmin: false,
            onboardingComplete: true,
          },
        },
      },
    };
    const feed: GraphQLMock[] = [
      ...emptyHomeMocks(),
      headerAvatarMock(),
    ];
    const saved = myProfileMock({ topicsOfInterest: [{ __typename: 'Topic', id: 't2' }], profileColour: 'e8518d' });
    const { user } = renderRoute({
      routes,
      path: '/onboarding',
      signedInAs: newMember,
      mocks: [saved, profileChoicesMock, suggestions, finished, ...feed],
    });
    expect(await screen.findByText('Step 2 of 2', undefined, { timeout: 5000 })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Search a city' }));
    await user.type(screen.getByRole('combobox', { name: 'Search a city' }), 'Lee');
    await user.click(await screen.findByRole('option', { name: 'Leeds, England, United Kingdom' }, { timeout: 3000 }));
    const location = screen.getByRole('group', { name: 'Location' });
    expect(within(location).getByText('Leeds, England, United Kingdom')).toBeInTheDocument();

    await choose(user, 'Race', 'Asian');
    await choose(user, 'Age range', '25-34');
    await choose(user, 'Sex assigned at birth', 'Female');
    // The label is shown, the value stored.
    await choose(user, 'Gender', 'Prefer not to respond');
    await user.click(submit('Submit'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Real Talk' }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(session.user()?.onboardingComplete).toBe(true));
    // The browser keeps only the routing fields, never the private details.
    const stored = localStorage.getItem('cachedUserData') ?? '';
    expect(Object.keys(JSON.parse(stored) as object).sort()).toEqual([
      'id',
      'isAdmin',
      'onboardingComplete',
      'profileColour',
      'username',
    ]);
    expect(stored).not.toContain('Asian');
    expect(stored).not.toContain('Leeds');
  }, 20_000);
});
