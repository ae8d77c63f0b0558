/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query HeaderAvatar {\n    me {\n      id\n      profileColour\n      profileImage\n    }\n  }\n": typeof types.HeaderAvatarDocument,
    "\n  query HomeTopics {\n    topics {\n      id\n      ...TopicChip_topic\n    }\n  }\n": typeof types.HomeTopicsDocument,
    "\n  query HomeReactionTypes {\n    reactionTypes {\n      id\n      ...EmojiLegendItem_reactionType\n    }\n  }\n": typeof types.HomeReactionTypesDocument,
    "\n  fragment CompleteSignIn_authPayload on AuthPayload {\n    token {\n      accessToken\n      refreshToken\n      tokenType\n    }\n    redirectUrl\n  }\n": typeof types.CompleteSignIn_AuthPayloadFragmentDoc,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query UsernameSuggestion {\n    usernameSuggestion\n  }\n": typeof types.UsernameSuggestionDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CompleteSignIn_authPayload @unmask\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CompleteSignIn_authPayload @unmask\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  fragment EmojiLegendItem_reactionType on ReactionType {\n    id\n    name\n    emoji\n    description\n  }\n": typeof types.EmojiLegendItem_ReactionTypeFragmentDoc,
    "\n  fragment TopicChip_topic on Topic {\n    id\n    title\n    description\n  }\n": typeof types.TopicChip_TopicFragmentDoc,
    "\n  query NearestCity($latitude: Float!, $longitude: Float!) {\n    nearestCity(latitude: $latitude, longitude: $longitude) {\n      city\n      state\n      country\n    }\n  }\n": typeof types.NearestCityDocument,
    "\n  query LocationSuggestions($text: String!) {\n    locationSuggestions(text: $text) {\n      city\n      state\n      country\n    }\n  }\n": typeof types.LocationSuggestionsDocument,
    "\n  fragment ProfileFields_me on CurrentUser {\n    id\n    profileColour\n    profileImage\n    ethnicity\n    ageRange\n    sexAssignedAtBirth\n    gender\n    contact\n    location {\n      city\n      state\n      country\n    }\n    topicsOfInterest {\n      id\n    }\n  }\n": typeof types.ProfileFields_MeFragmentDoc,
    "\n  query ProfileChoices {\n    topics {\n      id\n      title\n      description\n    }\n    profileOptions {\n      ethnicities {\n        value\n        label\n      }\n      ageRanges {\n        value\n        label\n      }\n      sexesAssignedAtBirth {\n        value\n        label\n      }\n      genders {\n        value\n        label\n      }\n      colours\n    }\n  }\n": typeof types.ProfileChoicesDocument,
    "\n  query MyProfile {\n    me {\n      id\n      username\n      ...ProfileFields_me\n    }\n  }\n": typeof types.MyProfileDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      profileImage\n      ...ProfileFields_me\n      ...CachedUser_me @unmask\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation CompleteOnboarding($input: OnboardingInput!) {\n    completeOnboarding(input: $input) {\n      id\n      ...ProfileFields_me\n      ...CachedUser_me @unmask\n    }\n  }\n": typeof types.CompleteOnboardingDocument,
    "\n  mutation DeleteAccount {\n    deleteAccount\n  }\n": typeof types.DeleteAccountDocument,
    "\n  mutation CreateUpload($input: UploadInput!) {\n    createUpload(input: $input) {\n      signedPostUrl\n      objectId\n    }\n  }\n": typeof types.CreateUploadDocument,
    "\n  query SignedUrl($objectId: ID!) {\n    signedUrl(objectId: $objectId) {\n      signedUrl\n      contentType\n    }\n  }\n": typeof types.SignedUrlDocument,
    "\n  fragment CachedUser_me on CurrentUser {\n    id\n    username\n    profileColour\n    isAdmin\n    onboardingComplete\n  }\n": typeof types.CachedUser_MeFragmentDoc,
    "\n  query CurrentUser {\n    me {\n      ...CachedUser_me @unmask\n    }\n  }\n": typeof types.CurrentUserDocument,
};
const documents: Documents = {
    "\n  query HeaderAvatar {\n    me {\n      id\n      profileColour\n      profileImage\n    }\n  }\n": types.HeaderAvatarDocument,
    "\n  query HomeTopics {\n    topics {\n      id\n      ...TopicChip_topic\n    }\n  }\n": types.HomeTopicsDocument,
    "\n  query HomeReactionTypes {\n    reactionTypes {\n      id\n      ...EmojiLegendItem_reactionType\n    }\n  }\n": types.HomeReactionTypesDocument,
    "\n  fragment CompleteSignIn_authPayload on AuthPayload {\n    token {\n      accessToken\n      refreshToken\n      tokenType\n    }\n    redirectUrl\n  }\n": types.CompleteSignIn_AuthPayloadFragmentDoc,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query UsernameSuggestion {\n    usernameSuggestion\n  }\n": types.UsernameSuggestionDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CompleteSignIn_authPayload @unmask\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CompleteSignIn_authPayload @unmask\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  fragment EmojiLegendItem_reactionType on ReactionType {\n    id\n    name\n    emoji\n    description\n  }\n": types.EmojiLegendItem_ReactionTypeFragmentDoc,
    "\n  fragment TopicChip_topic on Topic {\n    id\n    title\n    description\n  }\n": types.TopicChip_TopicFragmentDoc,
    "\n  query NearestCity($latitude: Float!, $longitude: Float!) {\n    nearestCity(latitude: $latitude, longitude: $longitude) {\n      city\n      state\n      country\n    }\n  }\n": types.NearestCityDocument,
    "\n  query LocationSuggestions($text: String!) {\n    locationSuggestions(text: $text) {\n      city\n      state\n      country\n    }\n  }\n": types.LocationSuggestionsDocument,
    "\n  fragment ProfileFields_me on CurrentUser {\n    id\n    profileColour\n    profileImage\n    ethnicity\n    ageRange\n    sexAssignedAtBirth\n    gender\n    contact\n    location {\n      city\n      state\n      country\n    }\n    topicsOfInterest {\n      id\n    }\n  }\n": types.ProfileFields_MeFragmentDoc,
    "\n  query ProfileChoices {\n    topics {\n      id\n      title\n      description\n    }\n    profileOptions {\n      ethnicities {\n        value\n        label\n      }\n      ageRanges {\n        value\n        label\n      }\n      sexesAssignedAtBirth {\n        value\n        label\n      }\n      genders {\n        value\n        label\n      }\n      colours\n    }\n  }\n": types.ProfileChoicesDocument,
    "\n  query MyProfile {\n    me {\n      id\n      username\n      ...ProfileFields_me\n    }\n  }\n": types.MyProfileDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      profileImage\n      ...ProfileFields_me\n      ...CachedUser_me @unmask\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation CompleteOnboarding($input: OnboardingInput!) {\n    completeOnboarding(input: $input) {\n      id\n      ...ProfileFields_me\n      ...CachedUser_me @unmask\n    }\n  }\n": types.CompleteOnboardingDocument,
    "\n  mutation DeleteAccount {\n    deleteAccount\n  }\n": types.DeleteAccountDocument,
    "\n  mutation CreateUpload($input: UploadInput!) {\n    createUpload(input: $input) {\n      signedPostUrl\n      objectId\n    }\n  }\n": types.CreateUploadDocument,
    "\n  query SignedUrl($objectId: ID!) {\n    signedUrl(objectId: $objectId) {\n      signedUrl\n      contentType\n    }\n  }\n": types.SignedUrlDocument,
    "\n  fragment CachedUser_me on CurrentUser {\n    id\n    username\n    profileColour\n    isAdmin\n    onboardingComplete\n  }\n": types.CachedUser_MeFragmentDoc,
    "\n  query CurrentUser {\n    me {\n      ...CachedUser_me @unmask\n    }\n  }\n": types.CurrentUserDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeaderAvatar {\n    me {\n      id\n      profileColour\n      profileImage\n    }\n  }\n"): (typeof documents)["\n  query HeaderAvatar {\n    me {\n      id\n      profileColour\n      profileImage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeTopics {\n    topics {\n      id\n      ...TopicChip_topic\n    }\n  }\n"): (typeof documents)["\n  query HomeTopics {\n    topics {\n      id\n      ...TopicChip_topic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeReactionTypes {\n    reactionTypes {\n      id\n      ...EmojiLegendItem_reactionType\n    }\n  }\n"): (typeof documents)["\n  query HomeReactionTypes {\n    reactionTypes {\n      id\n      ...EmojiLegendItem_reactionType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompleteSignIn_authPayload on AuthPayload {\n    token {\n      accessToken\n      refreshToken\n      tokenType\n    }\n    redirectUrl\n  }\n"): (typeof documents)["\n  fragment CompleteSignIn_authPayload on AuthPayload {\n    token {\n      accessToken\n      refreshToken\n      tokenType\n    }\n    redirectUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsernameSuggestion {\n    usernameSuggestion\n  }\n"): (typeof documents)["\n  query UsernameSuggestion {\n    usernameSuggestion\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CompleteSignIn_authPayload @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CompleteSignIn_authPayload @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CompleteSignIn_authPayload @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CompleteSignIn_authPayload @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EmojiLegendItem_reactionType on ReactionType {\n    id\n    name\n    emoji\n    description\n  }\n"): (typeof documents)["\n  fragment EmojiLegendItem_reactionType on ReactionType {\n    id\n    name\n    emoji\n    description\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TopicChip_topic on Topic {\n    id\n    title\n    description\n  }\n"): (typeof documents)["\n  fragment TopicChip_topic on Topic {\n    id\n    title\n    description\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NearestCity($latitude: Float!, $longitude: Float!) {\n    nearestCity(latitude: $latitude, longitude: $longitude) {\n      city\n      state\n      country\n    }\n  }\n"): (typeof documents)["\n  query NearestCity($latitude: Float!, $longitude: Float!) {\n    nearestCity(latitude: $latitude, longitude: $longitude) {\n      city\n      state\n      country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LocationSuggestions($text: String!) {\n    locationSuggestions(text: $text) {\n      city\n      state\n      country\n    }\n  }\n"): (typeof documents)["\n  query LocationSuggestions($text: String!) {\n    locationSuggestions(text: $text) {\n      city\n      state\n      country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileFields_me on CurrentUser {\n    id\n    profileColour\n    profileImage\n    ethnicity\n    ageRange\n    sexAssignedAtBirth\n    gender\n    contact\n    location {\n      city\n      state\n      country\n    }\n    topicsOfInterest {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment ProfileFields_me on CurrentUser {\n    id\n    profileColour\n    profileImage\n    ethnicity\n    ageRange\n    sexAssignedAtBirth\n    gender\n    contact\n    location {\n      city\n      state\n      country\n    }\n    topicsOfInterest {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileChoices {\n    topics {\n      id\n      title\n      description\n    }\n    profileOptions {\n      ethnicities {\n        value\n        label\n      }\n      ageRanges {\n        value\n        label\n      }\n      sexesAssignedAtBirth {\n        value\n        label\n      }\n      genders {\n        value\n        label\n      }\n      colours\n    }\n  }\n"): (typeof documents)["\n  query ProfileChoices {\n    topics {\n      id\n      title\n      description\n    }\n    profileOptions {\n      ethnicities {\n        value\n        label\n      }\n      ageRanges {\n        value\n        label\n      }\n      sexesAssignedAtBirth {\n        value\n        label\n      }\n      genders {\n        value\n        label\n      }\n      colours\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyProfile {\n    me {\n      id\n      username\n      ...ProfileFields_me\n    }\n  }\n"): (typeof documents)["\n  query MyProfile {\n    me {\n      id\n      username\n      ...ProfileFields_me\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      profileImage\n      ...ProfileFields_me\n      ...CachedUser_me @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      profileImage\n      ...ProfileFields_me\n      ...CachedUser_me @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteOnboarding($input: OnboardingInput!) {\n    completeOnboarding(input: $input) {\n      id\n      ...ProfileFields_me\n      ...CachedUser_me @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteOnboarding($input: OnboardingInput!) {\n    completeOnboarding(input: $input) {\n      id\n      ...ProfileFields_me\n      ...CachedUser_me @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount {\n    deleteAccount\n  }\n"): (typeof documents)["\n  mutation DeleteAccount {\n    deleteAccount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUpload($input: UploadInput!) {\n    createUpload(input: $input) {\n      signedPostUrl\n      objectId\n    }\n  }\n"): (typeof documents)["\n  mutation CreateUpload($input: UploadInput!) {\n    createUpload(input: $input) {\n      signedPostUrl\n      objectId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SignedUrl($objectId: ID!) {\n    signedUrl(objectId: $objectId) {\n      signedUrl\n      contentType\n    }\n  }\n"): (typeof documents)["\n  query SignedUrl($objectId: ID!) {\n    signedUrl(objectId: $objectId) {\n      signedUrl\n      contentType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CachedUser_me on CurrentUser {\n    id\n    username\n    profileColour\n    isAdmin\n    onboardingComplete\n  }\n"): (typeof documents)["\n  fragment CachedUser_me on CurrentUser {\n    id\n    username\n    profileColour\n    isAdmin\n    onboardingComplete\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      ...CachedUser_me @unmask\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    me {\n      ...CachedUser_me @unmask\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;