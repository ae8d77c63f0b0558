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
    "\n  fragment SignedIn on AuthPayload {\n    token {\n      accessToken\n      refreshToken\n      tokenType\n    }\n    redirectUrl\n    user {\n      id\n      username\n      profileColour\n      isAdmin\n      onboardingComplete\n    }\n  }\n": typeof types.SignedInFragmentDoc,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SignedIn\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...SignedIn\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query UsernameSuggestion {\n    usernameSuggestion\n  }\n": typeof types.UsernameSuggestionDocument,
    "\n  query EmojiLegend {\n    reactionTypes {\n      id\n      name\n      emoji\n      description\n    }\n  }\n": typeof types.EmojiLegendDocument,
    "\n  query HomeTopics {\n    topics {\n      id\n      title\n      description\n    }\n  }\n": typeof types.HomeTopicsDocument,
    "\n  query CurrentUser {\n    me {\n      id\n      username\n      profileColour\n      isAdmin\n      onboardingComplete\n    }\n  }\n": typeof types.CurrentUserDocument,
};
const documents: Documents = {
    "\n  fragment SignedIn on AuthPayload {\n    token {\n      accessToken\n      refreshToken\n      tokenType\n    }\n    redirectUrl\n    user {\n      id\n      username\n      profileColour\n      isAdmin\n      onboardingComplete\n    }\n  }\n": types.SignedInFragmentDoc,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SignedIn\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...SignedIn\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  query UsernameSuggestion {\n    usernameSuggestion\n  }\n": types.UsernameSuggestionDocument,
    "\n  query EmojiLegend {\n    reactionTypes {\n      id\n      name\n      emoji\n      description\n    }\n  }\n": types.EmojiLegendDocument,
    "\n  query HomeTopics {\n    topics {\n      id\n      title\n      description\n    }\n  }\n": types.HomeTopicsDocument,
    "\n  query CurrentUser {\n    me {\n      id\n      username\n      profileColour\n      isAdmin\n      onboardingComplete\n    }\n  }\n": types.CurrentUserDocument,
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
export function graphql(source: "\n  fragment SignedIn on AuthPayload {\n    token {\n      accessToken\n      refreshToken\n      tokenType\n    }\n    redirectUrl\n    user {\n      id\n      username\n      profileColour\n      isAdmin\n      onboardingComplete\n    }\n  }\n"): (typeof documents)["\n  fragment SignedIn on AuthPayload {\n    token {\n      accessToken\n      refreshToken\n      tokenType\n    }\n    redirectUrl\n    user {\n      id\n      username\n      profileColour\n      isAdmin\n      onboardingComplete\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SignedIn\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...SignedIn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...SignedIn\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...SignedIn\n    }\n  }\n"];
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
export function graphql(source: "\n  query UsernameSuggestion {\n    usernameSuggestion\n  }\n"): (typeof documents)["\n  query UsernameSuggestion {\n    usernameSuggestion\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmojiLegend {\n    reactionTypes {\n      id\n      name\n      emoji\n      description\n    }\n  }\n"): (typeof documents)["\n  query EmojiLegend {\n    reactionTypes {\n      id\n      name\n      emoji\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeTopics {\n    topics {\n      id\n      title\n      description\n    }\n  }\n"): (typeof documents)["\n  query HomeTopics {\n    topics {\n      id\n      title\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      id\n      username\n      profileColour\n      isAdmin\n      onboardingComplete\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    me {\n      id\n      username\n      profileColour\n      isAdmin\n      onboardingComplete\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;