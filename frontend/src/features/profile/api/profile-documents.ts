import { graphql } from '@/gql';
import { preloadQuery } from '@/lib/apollo-client';

// What the profile screen and onboarding edit, read by their forms with `useFragment`.
export const ProfileFields_me = graphql(`
  fragment ProfileFields_me on CurrentUser {
    id
    profileColour
    profileImage
    ethnicity
    ageRange
    sexAssignedAtBirth
    gender
    contact
    location {
      city
      state
      country
    }
    topicsOfInterest {
      id
    }
  }
`);

// The choices both screens offer: every topic, the demographic options and the preset colours.
export const ProfileChoicesQuery = graphql(`
  query ProfileChoices {
    topics {
      id
      title
      description
    }
    profileOptions {
      ethnicities {
        value
        label
      }
      ageRanges {
        value
        label
      }
      sexesAssignedAtBirth {
        value
        label
      }
      genders {
        value
        label
      }
      colours
    }
  }
`);

// The member whose profile the screens edit.
export const MyProfileQuery = graphql(`
  query MyProfile {
    me {
      id
      username
      ...ProfileFields_me
    }
  }
`);

/**
 * Spec §4 "Profile" autosave and onboarding step 1. Answers what the forms and the session
 * show, so Apollo's cache (and the header avatar) and the cached routing fields stay current.
 */
export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      id
      profileImage
      ...ProfileFields_me
      ...CachedUser_me @unmask
    }
  }
`);

export const CompleteOnboardingMutation = graphql(`
  mutation CompleteOnboarding($input: OnboardingInput!) {
    completeOnboarding(input: $input) {
      id
      ...ProfileFields_me
      ...CachedUser_me @unmask
    }
  }
`);

export const DeleteAccountMutation = graphql(`
  mutation DeleteAccount {
    deleteAccount
  }
`);

/** What onboarding and the profile screen load: the member, fresh, and the choices. */
export function preloadMyProfile() {
  return {
    me: preloadQuery(MyProfileQuery, { fetchPolicy: 'network-only' }),
    choices: preloadQuery(ProfileChoicesQuery),
  };
}
