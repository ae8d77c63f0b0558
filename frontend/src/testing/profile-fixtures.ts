import { BlockedMembersDocument, HeaderAvatarDocument, MyProfileDocument, ProfileChoicesDocument } from '@/gql/graphql';
import { unreadCountMock } from './notification-fixtures';
import type { GraphQLMock } from './render-route';

/** The signed-in member as MyProfile answers, e.g. fresh from registration. */
export function profileMe(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'CurrentUser',
    id: 'm1',
    username: 'BraveFinch456',
    profileColour: 'f7a521',
    profileImage: null,
    ethnicity: null,
    ageRange: null,
    sexAssignedAtBirth: null,
    gender: null,
    contact: false,
    location: null,
    topicsOfInterest: [],
    ...overrides,
  };
}

export const myProfileMock = (overrides: Record<string, unknown> = {}): GraphQLMock => ({
  request: { query: MyProfileDocument },
  result: { data: { me: profileMe(overrides) } },
});

const option = (value: string, label = value) => ({ __typename: 'ProfileOption', value, label });

/** Every topic and the demographic options and preset colours of spec §3. */
export const profileChoices = {
  topics: [
    { __typename: 'Topic', id: 't1', title: 'Menopause', description: 'Changes and support' },
    { __typename: 'Topic', id: 't2', title: 'Periods & Cycles', description: null },
  ],
  profileOptions: {
    __typename: 'ProfileOptions',
    ethnicities: ['American Indian or Alaska Native.', 'Arab', 'Asian', 'Black', 'Hispanic/Latino', 'Hawaiian', 'White', 'Mixed', 'Other'].map((value) => option(value)),
    ageRanges: ['16-19', '20-24', '25-34', '35-54', '55-64', '65+'].map((value) => option(value)),
    sexesAssignedAtBirth: [option('Male'), option('Female')],
    genders: [
      option('Woman'),
      option('Man'),
      option('Non-binary'),
      option('Trans'),
      option('Prefer not to say', 'Prefer not to respond'),
    ],
    colours: ['f7a521', 'f34b3a', 'e8518d', 'f06f2e', 'ffe2b0', '9a496f', '424242'],
  },
};

export const profileChoicesMock: GraphQLMock = {
  request: { query: ProfileChoicesDocument },
  result: { data: profileChoices },
};

/** The header's avatar query (every dashboard page asks it once). */
export const headerAvatarMock = (overrides: Record<string, unknown> = {}): GraphQLMock => ({
  request: { query: HeaderAvatarDocument },
  result: { data: { me: { __typename: 'CurrentUser', id: 'm1', profileColour: 'f7a521', profileImage: null, ...overrides } } },
});

/** The profile's Blocked members list. */
export const blockedMembersMock = (members: object[] = []): GraphQLMock => ({
  request: { query: BlockedMembersDocument },
  result: { data: { blockedMembers: members } },
});

/** What any signed-in page may ask besides its own queries. */
export const memberPageMocks = (): GraphQLMock[] => [
  headerAvatarMock(),
  myProfileMock(),
  profileChoicesMock,
  blockedMembersMock(),
  // The bell, however often it asks.
  unreadCountMock(0).mock,
];
