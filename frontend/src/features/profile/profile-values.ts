import type { Rule } from '@/components/form/rules';
import { required } from '@/components/form/rules';
import type { ProfileFields_MeFragment, ProfileInput } from '@/gql/graphql';
import { DEFAULT_PROFILE_COLOUR, isHexColour, toStoredHex } from '@/lib/colour';
import { isCompletePlace, toPlace, type Place } from '@/lib/place';

/** Spec §5 "Onboarding step 1/2": the prompts, word for word. */
export const PROFILE_MESSAGES = {
  topics: 'Please select at least one topic of interest',
  colour: 'Please select a profile color',
  location: 'Please select your location',
  ethnicity: 'Please select your ethnicity',
  ageRange: 'Please select your age range',
  sexAssignedAtBirth: 'Please select your sex assigned at birth',
  gender: 'Please select your gender identity',
} as const;

/** What the profile forms edit. Colours are hex without '#', as the API keeps them. */
export type ProfileValues = {
  topicsOfInterest: string[];
  profileColour: string;
  profileImage: string | null;
  ethnicity: string | null;
  ageRange: string | null;
  sexAssignedAtBirth: string | null;
  gender: string | null;
  location: Place | null;
  contact: boolean;
};

export type StepOneValues = Pick<ProfileValues, 'topicsOfInterest' | 'profileColour'>;
export type StepTwoValues = Pick<
  ProfileValues,
  'location' | 'ethnicity' | 'ageRange' | 'sexAssignedAtBirth' | 'gender'
>;

type Me = Omit<ProfileFields_MeFragment, ' $fragmentName'>;

export function profileValues(me: Me): ProfileValues {
  return {
    topicsOfInterest: me.topicsOfInterest.map((topic) => topic.id),
    profileColour: me.profileColour || DEFAULT_PROFILE_COLOUR,
    profileImage: me.profileImage,
    ethnicity: me.ethnicity,
    ageRange: me.ageRange,
    sexAssignedAtBirth: me.sexAssignedAtBirth,
    gender: me.gender,
    location: me.location ? toPlace(me.location) : null,
    contact: me.contact,
  };
}

const hasTopics = (topics: string[]) => topics.length > 0;
const isColour = (colour: string) => typeof colour === 'string' && isHexColour(colour);

export const stepOneRules: Rule<StepOneValues>[] = [
  { field: 'topicsOfInterest', check: hasTopics, prompt: PROFILE_MESSAGES.topics },
  { field: 'profileColour', check: isColour, prompt: PROFILE_MESSAGES.colour },
];

export const stepTwoRules: Rule<StepTwoValues>[] = [
  { field: 'location', check: (place) => isCompletePlace(place), prompt: PROFILE_MESSAGES.location },
  required('ethnicity', PROFILE_MESSAGES.ethnicity),
  required('ageRange', PROFILE_MESSAGES.ageRange),
  required('sexAssignedAtBirth', PROFILE_MESSAGES.sexAssignedAtBirth),
  required('gender', PROFILE_MESSAGES.gender),
];

/**
 * The profile screen saves what it may: a change that breaks one of these is shown at its
 * field and not sent (the server would refuse it the same way).
 */
export function profileFieldProblem(field: keyof ProfileValues, values: ProfileValues): string | null {
  if (field === 'topicsOfInterest' && !hasTopics(values.topicsOfInterest)) return PROFILE_MESSAGES.topics;
  if (field === 'profileColour' && !isColour(values.profileColour)) return PROFILE_MESSAGES.colour;
  if (field === 'location' && !isCompletePlace(values.location)) return PROFILE_MESSAGES.location;
  return null;
}

/** The `ProfileInput` that saves one field of the form. */
export function profilePatch(field: keyof ProfileValues, values: ProfileValues): ProfileInput {
  switch (field) {
    case 'profileColour':
      return { profileColour: toStoredHex(values.profileColour) };
    case 'location':
      return { location: values.location ? toPlace(values.location) : null };
    default:
      return { [field]: values[field] };
  }
}

export const PROFILE_FIELDS: readonly (keyof ProfileValues)[] = [
  'topicsOfInterest',
  'profileColour',
  'profileImage',
  'ethnicity',
  'ageRange',
  'sexAssignedAtBirth',
  'gender',
  'location',
  'contact',
];

/** What deleting her account erases (issue 36: said before she is asked 'Are You Sure?'). */
export const ACCOUNT_ERASES = [
  'Your profile: username, colour, picture, topics and private details',
  'Your posts, with their pictures and every comment on them',
  'The words of your comments, and your reactions',
  'The files you uploaded, your notifications and your sign-in sessions',
] as const;

/** What stays, without her name: the "Deleted" placeholders. */
export const ACCOUNT_KEEPS = [
  'Your comments under other members’ posts stay as “Deleted comment” placeholders, with no words and no name, so the replies beneath them still make sense.',
  'Reports you filed stay for the moderators to finish, without your name.',
] as const;
