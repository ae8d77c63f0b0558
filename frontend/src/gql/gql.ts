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
    "\n  fragment FeedItem_item on FeedItem {\n    __typename\n    ... on Post {\n      id\n      createdAt\n      ...PostCard_post\n    }\n    ... on SecondOpinion {\n      id\n      createdAt\n      ...ResourceCard_secondOpinion\n    }\n  }\n": typeof types.FeedItem_ItemFragmentDoc,
    "\n  query RelatedSecondOpinions($postId: ID!) {\n    relatedSecondOpinions(postId: $postId) {\n      id\n      title\n      text\n      author\n      topics {\n        id\n        title\n        description\n      }\n    }\n  }\n": typeof types.RelatedSecondOpinionsDocument,
    "\n  query SearchPosts($query: String!, $topicId: ID, $first: Int, $after: String) {\n    searchPosts(query: $query, topicId: $topicId, first: $first, after: $after) {\n      items {\n        ...FeedItem_item @unmask\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": typeof types.SearchPostsDocument,
    "\n  query SearchComments($query: String!, $topicId: ID, $first: Int, $after: String) {\n    searchComments(query: $query, topicId: $topicId, first: $first, after: $after) {\n      items {\n        id\n        postTitle\n        snippet\n        comment {\n          id\n          postId\n          createdAt\n          owner {\n            id\n            username\n          }\n        }\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": typeof types.SearchCommentsDocument,
    "\n  query HeaderAvatar {\n    me {\n      id\n      profileColour\n      profileImage\n    }\n  }\n": typeof types.HeaderAvatarDocument,
    "\n  query AdminReactionTypes {\n    adminReactionTypes {\n      uses\n      reactionType {\n        id\n        name\n        emoji\n        description\n        hidden\n      }\n    }\n  }\n": typeof types.AdminReactionTypesDocument,
    "\n  mutation SetReactionTypeHidden($id: ID!, $hidden: Boolean!) {\n    setReactionTypeHidden(id: $id, hidden: $hidden) {\n      id\n      hidden\n    }\n  }\n": typeof types.SetReactionTypeHiddenDocument,
    "\n  mutation DeleteReactionType($id: ID!) {\n    deleteReactionType(id: $id)\n  }\n": typeof types.DeleteReactionTypeDocument,
    "\n  query AdminTopic($id: ID!) {\n    topic(id: $id) {\n      id\n      title\n      description\n    }\n  }\n": typeof types.AdminTopicDocument,
    "\n  mutation SaveTopic($input: TopicInput!) {\n    saveTopic(input: $input) {\n      id\n      title\n      description\n    }\n  }\n": typeof types.SaveTopicDocument,
    "\n  query HomeReactionTypes {\n    reactionTypes {\n      id\n      ...EmojiLegendItem_reactionType\n    }\n  }\n": typeof types.HomeReactionTypesDocument,
    "\n  query Feed($filter: FeedFilter!, $sort: FeedSort!, $period: TopPeriod!, $first: Int, $after: String) {\n    feed(filter: $filter, sort: $sort, period: $period, first: $first, after: $after) {\n      items {\n        ...FeedItem_item @unmask\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": typeof types.FeedDocument,
    "\n  query NewPostTopics {\n    topics {\n      id\n      title\n      description\n    }\n  }\n": typeof types.NewPostTopicsDocument,
    "\n  query PostPage($id: ID!) {\n    post(id: $id) {\n      id\n      commentCount\n      isDeleted\n      ...PostCard_post\n    }\n  }\n": typeof types.PostPageDocument,
    "\n  query MyPosts($first: Int, $after: String) {\n    myPosts(first: $first, after: $after) {\n      items {\n        id\n        ...OwnPostItem_post\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": typeof types.MyPostsDocument,
    "\n  query MyComments($first: Int, $after: String) {\n    myComments(first: $first, after: $after) {\n      items {\n        id\n        ...OwnCommentItem_comment\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": typeof types.MyCommentsDocument,
    "\n  query SavedPosts($first: Int, $after: String) {\n    savedPosts(first: $first, after: $after) {\n      items {\n        id\n        ...SavedPostItem_post\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": typeof types.SavedPostsDocument,
    "\n  query ResourcePage($id: ID!) {\n    secondOpinion(id: $id) {\n      id\n      ...ResourceArticle_secondOpinion\n    }\n  }\n": typeof types.ResourcePageDocument,
    "\n  query SecondOpinions($topicId: ID, $first: Int, $after: String) {\n    secondOpinions(topicId: $topicId, first: $first, after: $after) {\n      items {\n        id\n        ...ResourceGridCard_secondOpinion\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": typeof types.SecondOpinionsDocument,
    "\n  query TopicPage($id: ID!) {\n    topic(id: $id) {\n      id\n      title\n      description\n    }\n  }\n": typeof types.TopicPageDocument,
    "\n  query TopicFeed($topicId: ID!, $sort: FeedSort!, $period: TopPeriod!, $first: Int, $after: String) {\n    topicFeed(topicId: $topicId, sort: $sort, period: $period, first: $first, after: $after) {\n      items {\n        ...FeedItem_item @unmask\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": typeof types.TopicFeedDocument,
    "\n  query AdminTableCount($table: AdminTableName!, $query: TableInput!) {\n    adminTableCount(table: $table, query: $query) {\n      count\n      exact\n    }\n  }\n": typeof types.AdminTableCountDocument,
    "\n  query AdminMember($id: ID!, $first: Int) {\n    adminMember(id: $id) {\n      id\n      username\n      profileColour\n      createdAt\n      lastLoginAt\n      contact\n      isAdmin\n      suspendedUntil\n      isShadowBanned\n      isBanned\n      record {\n        posts\n        comments\n        reportsAgainst\n        upheldReportsAgainst\n        reportsMade\n        reportsUpheld\n        reportsRejected\n        reporterStanding\n      }\n      posts(first: $first) {\n        items {\n          id\n          ...MemberPostRow_post\n        }\n        hasNextPage\n      }\n      comments(first: $first) {\n        items {\n          id\n          ...MemberCommentRow_comment\n        }\n        hasNextPage\n      }\n      reportsAgainst(first: $first) {\n        items {\n          id\n          ...MemberReportRow_report\n        }\n        hasNextPage\n      }\n      reportsBy(first: $first) {\n        items {\n          id\n          ...MemberReportRow_report\n        }\n        hasNextPage\n      }\n      auditTrail(first: $first) {\n        items {\n          id\n          ...MemberAuditRow_entry\n        }\n        hasNextPage\n      }\n    }\n  }\n": typeof types.AdminMemberDocument,
    "\n  mutation ActOnMember($id: ID!, $action: MemberActionKind!, $reason: String!, $days: Int) {\n    actOnMember(id: $id, action: $action, reason: $reason, days: $days) {\n      id\n      isAdmin\n      suspendedUntil\n      isShadowBanned\n      isBanned\n    }\n  }\n": typeof types.ActOnMemberDocument,
    "\n  fragment MemberPostRow_post on Post {\n    id\n    title\n    text\n    isShadowBanned\n    createdAt\n  }\n": typeof types.MemberPostRow_PostFragmentDoc,
    "\n  fragment MemberCommentRow_comment on Comment {\n    id\n    postId\n    text\n    isShadowBanned\n    createdAt\n  }\n": typeof types.MemberCommentRow_CommentFragmentDoc,
    "\n  fragment MemberReportRow_report on AdminReport {\n    id\n    contentType\n    reason\n    status\n    createdAt\n  }\n": typeof types.MemberReportRow_ReportFragmentDoc,
    "\n  fragment MemberAuditRow_entry on AuditEntry {\n    id\n    action\n    detail\n    createdAt\n    actor {\n      id\n      username\n    }\n  }\n": typeof types.MemberAuditRow_EntryFragmentDoc,
    "\n  query AdminPost($id: ID!) {\n    post(id: $id) {\n      id\n      title\n      text\n      images\n      links\n      createdAt\n      updatedAt\n      commentCount\n      isShadowBanned\n      contentWarning\n      needsCare\n      owner {\n        id\n        username\n        profileColour\n      }\n      topics {\n        id\n        title\n        description\n      }\n    }\n  }\n": typeof types.AdminPostDocument,
    "\n  mutation SetPostContentWarning($id: ID!, $contentWarning: String) {\n    setPostContentWarning(id: $id, contentWarning: $contentWarning) {\n      id\n      contentWarning\n      updatedAt\n    }\n  }\n": typeof types.SetPostContentWarningDocument,
    "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n": typeof types.DeletePostDocument,
    "\n  mutation SetPostShadowBan($id: ID!, $isShadowBanned: Boolean!) {\n    setPostShadowBan(id: $id, isShadowBanned: $isShadowBanned) {\n      id\n      isShadowBanned\n      updatedAt\n    }\n  }\n": typeof types.SetPostShadowBanDocument,
    "\n  query AdminReport($id: ID!) {\n    adminReport(id: $id) {\n      id\n      contentType\n      postId\n      commentId\n      content\n      post {\n        id\n        title\n        text\n        links\n        images\n        topics {\n          id\n          title\n        }\n      }\n      creator {\n        id\n        username\n        profileColour\n      }\n      reporter {\n        id\n        username\n        profileColour\n      }\n      reason\n      explanation\n      status\n      hidItem\n      isQuarantined\n      createdAt\n      updatedAt\n    }\n    reportReasons {\n      value\n      label\n    }\n  }\n": typeof types.AdminReportDocument,
    "\n  query CreatorRecord($id: ID!) {\n    adminMember(id: $id) {\n      id\n      suspendedUntil\n      isShadowBanned\n      isBanned\n      record {\n        posts\n        comments\n        reportsAgainst\n        upheldReportsAgainst\n      }\n    }\n  }\n": typeof types.CreatorRecordDocument,
    "\n  mutation DeleteReport($id: ID!) {\n    deleteReport(id: $id)\n  }\n": typeof types.DeleteReportDocument,
    "\n  mutation SetReportStatus($id: ID!, $status: ReportStatus!) {\n    setReportStatus(id: $id, status: $status) {\n      id\n      status\n      updatedAt\n    }\n  }\n": typeof types.SetReportStatusDocument,
    "\n  mutation ReviewReport($id: ID!, $decision: ReportDecision!) {\n    reviewReport(id: $id, decision: $decision) {\n      id\n      status\n      isQuarantined\n      updatedAt\n    }\n  }\n": typeof types.ReviewReportDocument,
    "\n  query ReporterRecord($userId: ID!) {\n    adminReporterRecord(userId: $userId) {\n      reports\n      upheld\n      rejected\n      standing\n    }\n  }\n": typeof types.ReporterRecordDocument,
    "\n  mutation LiftReporterQuarantines($reporterId: ID!) {\n    liftReporterQuarantines(reporterId: $reporterId)\n  }\n": typeof types.LiftReporterQuarantinesDocument,
    "\n  mutation RestoreReportTrust($userId: ID!) {\n    restoreReportTrust(userId: $userId)\n  }\n": typeof types.RestoreReportTrustDocument,
    "\n  query ResourceFormTopics {\n    topics {\n      id\n      title\n      description\n    }\n  }\n": typeof types.ResourceFormTopicsDocument,
    "\n  query AdminSecondOpinion($id: ID!) {\n    secondOpinion(id: $id) {\n      id\n      title\n      text\n      coverImage\n      link\n      linkTitle\n      featured\n      author\n      topics {\n        id\n      }\n    }\n  }\n": typeof types.AdminSecondOpinionDocument,
    "\n  mutation SaveSecondOpinion($input: SecondOpinionInput!) {\n    saveSecondOpinion(input: $input) {\n      id\n      title\n      text\n      coverImage\n      link\n      linkTitle\n      featured\n      author\n      createdAt\n      topics {\n        id\n        title\n        description\n      }\n    }\n  }\n": typeof types.SaveSecondOpinionDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": typeof types.DeleteUserDocument,
    "\n  mutation DeleteSecondOpinion($id: ID!) {\n    deleteSecondOpinion(id: $id)\n  }\n": typeof types.DeleteSecondOpinionDocument,
    "\n  mutation DeleteTopic($id: ID!) {\n    deleteTopic(id: $id)\n  }\n": typeof types.DeleteTopicDocument,
    "\n  query AdminUsers($query: TableInput!) {\n    adminUsers(query: $query) {\n      items {\n        id\n        username\n        email\n        profileColour\n        contact\n        isAdmin\n        lastLoginAt\n        createdAt\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  query AdminPosts($query: TableInput!) {\n    adminPosts(query: $query) {\n      items {\n        id\n        title\n        text\n        createdAt\n        updatedAt\n        isShadowBanned\n        needsCare\n        owner {\n          id\n          username\n          profileColour\n        }\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": typeof types.AdminPostsDocument,
    "\n  query AdminReports($query: TableInput!) {\n    adminReports(query: $query) {\n      items {\n        id\n        contentType\n        content\n        reason\n        status\n        needsCare\n        createdAt\n        creator {\n          id\n          username\n        }\n        reporter {\n          id\n          username\n        }\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": typeof types.AdminReportsDocument,
    "\n  query AdminReportStatuses {\n    adminReportStatuses\n  }\n": typeof types.AdminReportStatusesDocument,
    "\n  query ReportReasonLabels {\n    reportReasons {\n      value\n      label\n    }\n  }\n": typeof types.ReportReasonLabelsDocument,
    "\n  query AdminSecondOpinions($query: TableInput!) {\n    adminSecondOpinions(query: $query) {\n      items {\n        id\n        title\n        text\n        featured\n        coverImage\n        createdAt\n        topics {\n          id\n          title\n        }\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": typeof types.AdminSecondOpinionsDocument,
    "\n  query AdminTopics($query: TableInput!) {\n    adminTopics(query: $query) {\n      items {\n        id\n        title\n        description\n        createdAt\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": typeof types.AdminTopicsDocument,
    "\n  query AdminAuditLog($query: TableInput!) {\n    adminAuditLog(query: $query) {\n      items {\n        id\n        summary\n        action\n        targetType\n        targetId\n        targetLabel\n        targetExists\n        createdAt\n        actorKind\n        deletedActorText\n        actor {\n          id\n          username\n          profileColour\n        }\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": typeof types.AdminAuditLogDocument,
    "\n  query AuditAdmins {\n    adminUsers(query: { filters: [{ column: \"isAdmin\", values: [\"Yes\"] }], first: 100 }) {\n      items {\n        id\n        username\n      }\n    }\n  }\n": typeof types.AuditAdminsDocument,
    "\n  query AdminCrashReports($query: TableInput!) {\n    adminCrashReports(query: $query) {\n      items {\n        id\n        errorName\n        message\n        stack\n        cause\n        code\n        statusCode\n        componentName\n        location\n        browser\n        description\n        createdAt\n        member {\n          id\n          username\n        }\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": typeof types.AdminCrashReportsDocument,
    "\n  mutation SaveReactionType($input: ReactionTypeInput!) {\n    saveReactionType(input: $input) {\n      id\n      name\n      emoji\n      description\n      hidden\n    }\n  }\n": typeof types.SaveReactionTypeDocument,
    "\n  mutation SetReportsStatus($ids: [ID!]!, $status: ReportStatus!) {\n    setReportsStatus(ids: $ids, status: $status) {\n      id\n      status\n    }\n  }\n": typeof types.SetReportsStatusDocument,
    "\n  mutation SetReportsQuarantine($ids: [ID!]!, $quarantined: Boolean!) {\n    setReportsQuarantine(ids: $ids, quarantined: $quarantined) {\n      id\n      isQuarantined\n    }\n  }\n": typeof types.SetReportsQuarantineDocument,
    "\n  fragment CompleteSignIn_authPayload on AuthPayload {\n    token {\n      accessToken\n      refreshToken\n      tokenType\n    }\n    redirectUrl\n  }\n": typeof types.CompleteSignIn_AuthPayloadFragmentDoc,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query UsernameSuggestion {\n    usernameSuggestion\n  }\n": typeof types.UsernameSuggestionDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CompleteSignIn_authPayload @unmask\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CompleteSignIn_authPayload @unmask\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ReportCrash($input: CrashReportInput!) {\n    reportCrash(input: $input)\n  }\n": typeof types.ReportCrashDocument,
    "\n  mutation DescribeCrash($id: ID!, $description: String!) {\n    describeCrash(id: $id, description: $description)\n  }\n": typeof types.DescribeCrashDocument,
    "\n  mutation MarkFeedSeen {\n    markFeedSeen\n  }\n": typeof types.MarkFeedSeenDocument,
    "\n  query TopicFollowing {\n    me {\n      id\n      topicsOfInterest {\n        id\n      }\n    }\n  }\n": typeof types.TopicFollowingDocument,
    "\n  mutation FollowTopics($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      id\n      topicsOfInterest {\n        __typename\n        id\n      }\n    }\n  }\n": typeof types.FollowTopicsDocument,
    "\n  query MutedTopics {\n    me {\n      id\n      mutedTopics {\n        id\n        title\n      }\n    }\n  }\n": typeof types.MutedTopicsDocument,
    "\n  mutation MuteTopic($id: ID!) {\n    muteTopic(id: $id)\n  }\n": typeof types.MuteTopicDocument,
    "\n  mutation UnmuteTopic($id: ID!) {\n    unmuteTopic(id: $id)\n  }\n": typeof types.UnmuteTopicDocument,
    "\n  query HomeTopics {\n    topics {\n      id\n      ...TopicChip_topic\n    }\n  }\n": typeof types.HomeTopicsDocument,
    "\n  query InterestTopics {\n    me {\n      id\n      topicsOfInterest {\n        id\n        ...TopicChip_topic\n      }\n    }\n  }\n": typeof types.InterestTopicsDocument,
    "\n  query PopularTopics {\n    popularTopics {\n      id\n      ...TopicChip_topic\n    }\n  }\n": typeof types.PopularTopicsDocument,
    "\n  query SearchTopics($text: String!) {\n    searchTopics(text: $text) {\n      id\n      ...TopicChip_topic\n    }\n  }\n": typeof types.SearchTopicsDocument,
    "\n  fragment EmojiLegendItem_reactionType on ReactionType {\n    id\n    name\n    emoji\n    description\n  }\n": typeof types.EmojiLegendItem_ReactionTypeFragmentDoc,
    "\n  fragment ResourceCard_secondOpinion on SecondOpinion {\n    id\n    title\n    text\n    author\n    createdAt\n    coverImage\n    topics {\n      id\n      title\n      description\n    }\n  }\n": typeof types.ResourceCard_SecondOpinionFragmentDoc,
    "\n  fragment TopicChip_topic on Topic {\n    id\n    title\n    description\n  }\n": typeof types.TopicChip_TopicFragmentDoc,
    "\n  query NearestCity($latitude: Float!, $longitude: Float!) {\n    nearestCity(latitude: $latitude, longitude: $longitude) {\n      city\n      state\n      country\n    }\n  }\n": typeof types.NearestCityDocument,
    "\n  query LocationSuggestions($text: String!) {\n    locationSuggestions(text: $text) {\n      city\n      state\n      country\n    }\n  }\n": typeof types.LocationSuggestionsDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": typeof types.UnreadNotificationCountDocument,
    "\n  query Notifications($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      items {\n        id\n        ...NotificationItem_notification\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation MarkNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n": typeof types.MarkNotificationsReadDocument,
    "\n  query NotificationPreferences {\n    notificationPreferences {\n      kind\n      enabled\n    }\n  }\n": typeof types.NotificationPreferencesDocument,
    "\n  mutation SetNotificationPreference($kind: NotificationKind!, $enabled: Boolean!) {\n    setNotificationPreference(kind: $kind, enabled: $enabled) {\n      kind\n      enabled\n    }\n  }\n": typeof types.SetNotificationPreferenceDocument,
    "\n  fragment NotificationItem_notification on Notification {\n    id\n    kind\n    actorCount\n    createdAt\n    readAt\n    post {\n      id\n      title\n      text\n    }\n    comment {\n      id\n      text\n      isDeleted\n      isShadowBanned\n      isFromBlockedMember\n    }\n  }\n": typeof types.NotificationItem_NotificationFragmentDoc,
    "\n  mutation BlockMember($userId: ID!) {\n    blockMember(userId: $userId)\n  }\n": typeof types.BlockMemberDocument,
    "\n  query Comments($postId: ID!, $parentId: ID, $first: Int, $after: String) {\n    comments(postId: $postId, parentId: $parentId, first: $first, after: $after) {\n      items {\n        id\n        ...CommentItem_comment\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": typeof types.CommentsDocument,
    "\n  query CommentPermalink($postId: ID!, $commentId: ID!) {\n    commentPermalink(postId: $postId, commentId: $commentId) {\n      status\n      thread {\n        id\n        ...CommentItem_comment\n      }\n    }\n  }\n": typeof types.CommentPermalinkDocument,
    "\n  mutation AddComment($postId: ID!, $parentId: ID, $text: String!) {\n    addComment(postId: $postId, parentId: $parentId, text: $text) {\n      id\n      ...CommentItem_comment\n    }\n  }\n": typeof types.AddCommentDocument,
    "\n  mutation CreatePost($input: NewPostInput!) {\n    createPost(input: $input) {\n      id\n    }\n  }\n": typeof types.CreatePostDocument,
    "\n  mutation SavePost($postId: ID!) {\n    savePost(postId: $postId) {\n      id\n      savedByMe\n    }\n  }\n": typeof types.SavePostDocument,
    "\n  mutation UnsavePost($postId: ID!) {\n    unsavePost(postId: $postId) {\n      id\n      savedByMe\n    }\n  }\n": typeof types.UnsavePostDocument,
    "\n  mutation FollowPost($postId: ID!) {\n    followPost(postId: $postId) {\n      id\n      followedByMe\n    }\n  }\n": typeof types.FollowPostDocument,
    "\n  mutation UnfollowPost($postId: ID!) {\n    unfollowPost(postId: $postId) {\n      id\n      followedByMe\n    }\n  }\n": typeof types.UnfollowPostDocument,
    "\n  mutation UpdatePost($id: ID!, $input: PostEditInput!) {\n    updatePost(id: $id, input: $input) {\n      id\n      ...PostCard_post\n    }\n  }\n": typeof types.UpdatePostDocument,
    "\n  mutation UpdateComment($id: ID!, $text: String!) {\n    updateComment(id: $id, text: $text) {\n      id\n      ...CommentItem_comment\n    }\n  }\n": typeof types.UpdateCommentDocument,
    "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id)\n  }\n": typeof types.DeleteCommentDocument,
    "\n  query ReportReasons {\n    reportReasons {\n      value\n      label\n    }\n  }\n": typeof types.ReportReasonsDocument,
    "\n  mutation ReportContent($input: ReportInput!) {\n    reportContent(input: $input)\n  }\n": typeof types.ReportContentDocument,
    "\n  fragment CommentReactions_comment on Comment {\n    id\n    reactions {\n      reactionType {\n        id\n        name\n        emoji\n      }\n      count\n      reactedByMe\n    }\n  }\n": typeof types.CommentReactions_CommentFragmentDoc,
    "\n  mutation ToggleCommentReaction($commentId: ID!, $reactionTypeId: ID!) {\n    toggleCommentReaction(commentId: $commentId, reactionTypeId: $reactionTypeId) {\n      __typename\n      id\n      ...CommentReactions_comment\n    }\n  }\n": typeof types.ToggleCommentReactionDocument,
    "\n  fragment CommentItem_comment on Comment {\n    id\n    postId\n    parentId\n    text\n    isReply\n    isShadowBanned\n    isDeleted\n    isFromBlockedMember\n    replyCount\n    createdAt\n    editedAt\n    owner {\n      id\n      username\n      profileColour\n      profileImage\n    }\n    ...CommentReactions_comment\n  }\n": typeof types.CommentItem_CommentFragmentDoc,
    "\n  query PostTopics {\n    topics {\n      id\n      title\n      description\n    }\n  }\n": typeof types.PostTopicsDocument,
    "\n  mutation ExplainReaction($reactionId: ID!, $explanation: String!) {\n    explainReaction(reactionId: $reactionId, explanation: $explanation) {\n      id\n      explanation\n    }\n  }\n": typeof types.ExplainReactionDocument,
    "\n  fragment OwnCommentItem_comment on Comment {\n    id\n    postId\n    text\n    isReply\n    createdAt\n    editedAt\n    isShadowBanned\n  }\n": typeof types.OwnCommentItem_CommentFragmentDoc,
    "\n  fragment OwnPostItem_post on Post {\n    id\n    title\n    text\n    images\n    links\n    createdAt\n    editedAt\n    commentCount\n    isShadowBanned\n  }\n": typeof types.OwnPostItem_PostFragmentDoc,
    "\n  fragment SavedPostItem_post on Post {\n    id\n    title\n    text\n    createdAt\n    commentCount\n    savedByMe\n    owner {\n      id\n      username\n    }\n  }\n": typeof types.SavedPostItem_PostFragmentDoc,
    "\n  fragment PostCard_post on Post {\n    id\n    title\n    text\n    images\n    imageUrls {\n      ...SignedImage_signedUrl @unmask\n    }\n    links\n    createdAt\n    editedAt\n    isDeleted\n    commentCount\n    isShadowBanned\n    contentWarning\n    savedByMe\n    followedByMe\n    owner {\n      id\n      username\n      profileColour\n      profileImage\n    }\n    topics {\n      id\n      title\n      description\n    }\n    ...PostReactions_post\n  }\n": typeof types.PostCard_PostFragmentDoc,
    "\n  fragment PostReactions_post on Post {\n    id\n    reactions {\n      reactionType {\n        id\n        name\n        emoji\n      }\n      count\n      reactedByMe\n    }\n  }\n": typeof types.PostReactions_PostFragmentDoc,
    "\n  mutation TogglePostReaction($postId: ID!, $reactionTypeId: ID!) {\n    togglePostReaction(postId: $postId, reactionTypeId: $reactionTypeId) {\n      __typename\n      post {\n        __typename\n        id\n        ...PostReactions_post\n      }\n      reaction {\n        id\n        reactionType {\n          id\n          name\n          emoji\n        }\n      }\n    }\n  }\n": typeof types.TogglePostReactionDocument,
    "\n  query ReactionToExplain {\n    reactionToExplain {\n      id\n      reactionType {\n        id\n        name\n        emoji\n      }\n    }\n  }\n": typeof types.ReactionToExplainDocument,
    "\n  query SuspensionNotice {\n    me {\n      id\n      suspendedUntil\n    }\n  }\n": typeof types.SuspensionNoticeDocument,
    "\n  query BlockedMembers {\n    blockedMembers {\n      id\n      ...BlockedMember_author\n    }\n  }\n": typeof types.BlockedMembersDocument,
    "\n  mutation UnblockMember($userId: ID!) {\n    unblockMember(userId: $userId)\n  }\n": typeof types.UnblockMemberDocument,
    "\n  fragment ProfileFields_me on CurrentUser {\n    id\n    profileColour\n    profileImage\n    ethnicity\n    ageRange\n    sexAssignedAtBirth\n    gender\n    contact\n    location {\n      city\n      state\n      country\n    }\n    topicsOfInterest {\n      id\n    }\n  }\n": typeof types.ProfileFields_MeFragmentDoc,
    "\n  query ProfileChoices {\n    topics {\n      id\n      title\n      description\n    }\n    profileOptions {\n      ethnicities {\n        value\n        label\n      }\n      ageRanges {\n        value\n        label\n      }\n      sexesAssignedAtBirth {\n        value\n        label\n      }\n      genders {\n        value\n        label\n      }\n      colours\n    }\n  }\n": typeof types.ProfileChoicesDocument,
    "\n  query MyProfile {\n    me {\n      id\n      username\n      ...ProfileFields_me\n    }\n  }\n": typeof types.MyProfileDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      profileImage\n      ...ProfileFields_me\n      ...CachedUser_me @unmask\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation CompleteOnboarding($input: OnboardingInput!) {\n    completeOnboarding(input: $input) {\n      id\n      ...ProfileFields_me\n      ...CachedUser_me @unmask\n    }\n  }\n": typeof types.CompleteOnboardingDocument,
    "\n  mutation DeleteAccount {\n    deleteAccount\n  }\n": typeof types.DeleteAccountDocument,
    "\n  fragment BlockedMember_author on Author {\n    id\n    username\n    profileColour\n    profileImage\n  }\n": typeof types.BlockedMember_AuthorFragmentDoc,
    "\n  query ResourceTopics {\n    secondOpinionTopics {\n      id\n      ...ResourceTopicFilter_topic\n    }\n  }\n": typeof types.ResourceTopicsDocument,
    "\n  query ResourceTitleSearch($search: String!, $first: Int) {\n    secondOpinions(search: $search, first: $first) {\n      items {\n        id\n        title\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": typeof types.ResourceTitleSearchDocument,
    "\n  fragment ResourceArticle_secondOpinion on SecondOpinion {\n    id\n    title\n    text\n    author\n    createdAt\n    coverImage\n    link\n    linkTitle\n    featured\n    topics {\n      id\n      title\n      description\n    }\n  }\n": typeof types.ResourceArticle_SecondOpinionFragmentDoc,
    "\n  fragment ResourceGridCard_secondOpinion on SecondOpinion {\n    id\n    title\n    text\n    author\n    featured\n    coverImage\n    topics {\n      id\n      title\n      description\n    }\n  }\n": typeof types.ResourceGridCard_SecondOpinionFragmentDoc,
    "\n  fragment ResourceTopicFilter_topic on Topic {\n    id\n    title\n    description\n  }\n": typeof types.ResourceTopicFilter_TopicFragmentDoc,
    "\n  query PrivacyCheckCounts($days: Int!) {\n    privacyCheckCounts(days: $days) {\n      kind\n      label\n      items\n    }\n  }\n": typeof types.PrivacyCheckCountsDocument,
    "\n  mutation QuickExitLogout {\n    logout\n  }\n": typeof types.QuickExitLogoutDocument,
    "\n  mutation CreateUpload($input: UploadInput!) {\n    createUpload(input: $input) {\n      signedPostUrl\n      objectId\n    }\n  }\n": typeof types.CreateUploadDocument,
    "\n  fragment SignedImage_signedUrl on SignedUrl {\n    objectId\n    signedUrl\n    contentType\n    width\n    height\n    variants {\n      shape\n      width\n      height\n      signedUrl\n      contentType\n    }\n  }\n": typeof types.SignedImage_SignedUrlFragmentDoc,
    "\n  query SignedUrl($objectId: ID!) {\n    signedUrl(objectId: $objectId) {\n      ...SignedImage_signedUrl @unmask\n    }\n  }\n": typeof types.SignedUrlDocument,
    "\n  fragment CachedUser_me on CurrentUser {\n    id\n    username\n    profileColour\n    isAdmin\n    onboardingComplete\n  }\n": typeof types.CachedUser_MeFragmentDoc,
    "\n  query CurrentUser {\n    me {\n      ...CachedUser_me @unmask\n    }\n  }\n": typeof types.CurrentUserDocument,
};
const documents: Documents = {
    "\n  fragment FeedItem_item on FeedItem {\n    __typename\n    ... on Post {\n      id\n      createdAt\n      ...PostCard_post\n    }\n    ... on SecondOpinion {\n      id\n      createdAt\n      ...ResourceCard_secondOpinion\n    }\n  }\n": types.FeedItem_ItemFragmentDoc,
    "\n  query RelatedSecondOpinions($postId: ID!) {\n    relatedSecondOpinions(postId: $postId) {\n      id\n      title\n      text\n      author\n      topics {\n        id\n        title\n        description\n      }\n    }\n  }\n": types.RelatedSecondOpinionsDocument,
    "\n  query SearchPosts($query: String!, $topicId: ID, $first: Int, $after: String) {\n    searchPosts(query: $query, topicId: $topicId, first: $first, after: $after) {\n      items {\n        ...FeedItem_item @unmask\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": types.SearchPostsDocument,
    "\n  query SearchComments($query: String!, $topicId: ID, $first: Int, $after: String) {\n    searchComments(query: $query, topicId: $topicId, first: $first, after: $after) {\n      items {\n        id\n        postTitle\n        snippet\n        comment {\n          id\n          postId\n          createdAt\n          owner {\n            id\n            username\n          }\n        }\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": types.SearchCommentsDocument,
    "\n  query HeaderAvatar {\n    me {\n      id\n      profileColour\n      profileImage\n    }\n  }\n": types.HeaderAvatarDocument,
    "\n  query AdminReactionTypes {\n    adminReactionTypes {\n      uses\n      reactionType {\n        id\n        name\n        emoji\n        description\n        hidden\n      }\n    }\n  }\n": types.AdminReactionTypesDocument,
    "\n  mutation SetReactionTypeHidden($id: ID!, $hidden: Boolean!) {\n    setReactionTypeHidden(id: $id, hidden: $hidden) {\n      id\n      hidden\n    }\n  }\n": types.SetReactionTypeHiddenDocument,
    "\n  mutation DeleteReactionType($id: ID!) {\n    deleteReactionType(id: $id)\n  }\n": types.DeleteReactionTypeDocument,
    "\n  query AdminTopic($id: ID!) {\n    topic(id: $id) {\n      id\n      title\n      description\n    }\n  }\n": types.AdminTopicDocument,
    "\n  mutation SaveTopic($input: TopicInput!) {\n    saveTopic(input: $input) {\n      id\n      title\n      description\n    }\n  }\n": types.SaveTopicDocument,
    "\n  query HomeReactionTypes {\n    reactionTypes {\n      id\n      ...EmojiLegendItem_reactionType\n    }\n  }\n": types.HomeReactionTypesDocument,
    "\n  query Feed($filter: FeedFilter!, $sort: FeedSort!, $period: TopPeriod!, $first: Int, $after: String) {\n    feed(filter: $filter, sort: $sort, period: $period, first: $first, after: $after) {\n      items {\n        ...FeedItem_item @unmask\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": types.FeedDocument,
    "\n  query NewPostTopics {\n    topics {\n      id\n      title\n      description\n    }\n  }\n": types.NewPostTopicsDocument,
    "\n  query PostPage($id: ID!) {\n    post(id: $id) {\n      id\n      commentCount\n      isDeleted\n      ...PostCard_post\n    }\n  }\n": types.PostPageDocument,
    "\n  query MyPosts($first: Int, $after: String) {\n    myPosts(first: $first, after: $after) {\n      items {\n        id\n        ...OwnPostItem_post\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": types.MyPostsDocument,
    "\n  query MyComments($first: Int, $after: String) {\n    myComments(first: $first, after: $after) {\n      items {\n        id\n        ...OwnCommentItem_comment\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": types.MyCommentsDocument,
    "\n  query SavedPosts($first: Int, $after: String) {\n    savedPosts(first: $first, after: $after) {\n      items {\n        id\n        ...SavedPostItem_post\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": types.SavedPostsDocument,
    "\n  query ResourcePage($id: ID!) {\n    secondOpinion(id: $id) {\n      id\n      ...ResourceArticle_secondOpinion\n    }\n  }\n": types.ResourcePageDocument,
    "\n  query SecondOpinions($topicId: ID, $first: Int, $after: String) {\n    secondOpinions(topicId: $topicId, first: $first, after: $after) {\n      items {\n        id\n        ...ResourceGridCard_secondOpinion\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": types.SecondOpinionsDocument,
    "\n  query TopicPage($id: ID!) {\n    topic(id: $id) {\n      id\n      title\n      description\n    }\n  }\n": types.TopicPageDocument,
    "\n  query TopicFeed($topicId: ID!, $sort: FeedSort!, $period: TopPeriod!, $first: Int, $after: String) {\n    topicFeed(topicId: $topicId, sort: $sort, period: $period, first: $first, after: $after) {\n      items {\n        ...FeedItem_item @unmask\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": types.TopicFeedDocument,
    "\n  query AdminTableCount($table: AdminTableName!, $query: TableInput!) {\n    adminTableCount(table: $table, query: $query) {\n      count\n      exact\n    }\n  }\n": types.AdminTableCountDocument,
    "\n  query AdminMember($id: ID!, $first: Int) {\n    adminMember(id: $id) {\n      id\n      username\n      profileColour\n      createdAt\n      lastLoginAt\n      contact\n      isAdmin\n      suspendedUntil\n      isShadowBanned\n      isBanned\n      record {\n        posts\n        comments\n        reportsAgainst\n        upheldReportsAgainst\n        reportsMade\n        reportsUpheld\n        reportsRejected\n        reporterStanding\n      }\n      posts(first: $first) {\n        items {\n          id\n          ...MemberPostRow_post\n        }\n        hasNextPage\n      }\n      comments(first: $first) {\n        items {\n          id\n          ...MemberCommentRow_comment\n        }\n        hasNextPage\n      }\n      reportsAgainst(first: $first) {\n        items {\n          id\n          ...MemberReportRow_report\n        }\n        hasNextPage\n      }\n      reportsBy(first: $first) {\n        items {\n          id\n          ...MemberReportRow_report\n        }\n        hasNextPage\n      }\n      auditTrail(first: $first) {\n        items {\n          id\n          ...MemberAuditRow_entry\n        }\n        hasNextPage\n      }\n    }\n  }\n": types.AdminMemberDocument,
    "\n  mutation ActOnMember($id: ID!, $action: MemberActionKind!, $reason: String!, $days: Int) {\n    actOnMember(id: $id, action: $action, reason: $reason, days: $days) {\n      id\n      isAdmin\n      suspendedUntil\n      isShadowBanned\n      isBanned\n    }\n  }\n": types.ActOnMemberDocument,
    "\n  fragment MemberPostRow_post on Post {\n    id\n    title\n    text\n    isShadowBanned\n    createdAt\n  }\n": types.MemberPostRow_PostFragmentDoc,
    "\n  fragment MemberCommentRow_comment on Comment {\n    id\n    postId\n    text\n    isShadowBanned\n    createdAt\n  }\n": types.MemberCommentRow_CommentFragmentDoc,
    "\n  fragment MemberReportRow_report on AdminReport {\n    id\n    contentType\n    reason\n    status\n    createdAt\n  }\n": types.MemberReportRow_ReportFragmentDoc,
    "\n  fragment MemberAuditRow_entry on AuditEntry {\n    id\n    action\n    detail\n    createdAt\n    actor {\n      id\n      username\n    }\n  }\n": types.MemberAuditRow_EntryFragmentDoc,
    "\n  query AdminPost($id: ID!) {\n    post(id: $id) {\n      id\n      title\n      text\n      images\n      links\n      createdAt\n      updatedAt\n      commentCount\n      isShadowBanned\n      contentWarning\n      needsCare\n      owner {\n        id\n        username\n        profileColour\n      }\n      topics {\n        id\n        title\n        description\n      }\n    }\n  }\n": types.AdminPostDocument,
    "\n  mutation SetPostContentWarning($id: ID!, $contentWarning: String) {\n    setPostContentWarning(id: $id, contentWarning: $contentWarning) {\n      id\n      contentWarning\n      updatedAt\n    }\n  }\n": types.SetPostContentWarningDocument,
    "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n": types.DeletePostDocument,
    "\n  mutation SetPostShadowBan($id: ID!, $isShadowBanned: Boolean!) {\n    setPostShadowBan(id: $id, isShadowBanned: $isShadowBanned) {\n      id\n      isShadowBanned\n      updatedAt\n    }\n  }\n": types.SetPostShadowBanDocument,
    "\n  query AdminReport($id: ID!) {\n    adminReport(id: $id) {\n      id\n      contentType\n      postId\n      commentId\n      content\n      post {\n        id\n        title\n        text\n        links\n        images\n        topics {\n          id\n          title\n        }\n      }\n      creator {\n        id\n        username\n        profileColour\n      }\n      reporter {\n        id\n        username\n        profileColour\n      }\n      reason\n      explanation\n      status\n      hidItem\n      isQuarantined\n      createdAt\n      updatedAt\n    }\n    reportReasons {\n      value\n      label\n    }\n  }\n": types.AdminReportDocument,
    "\n  query CreatorRecord($id: ID!) {\n    adminMember(id: $id) {\n      id\n      suspendedUntil\n      isShadowBanned\n      isBanned\n      record {\n        posts\n        comments\n        reportsAgainst\n        upheldReportsAgainst\n      }\n    }\n  }\n": types.CreatorRecordDocument,
    "\n  mutation DeleteReport($id: ID!) {\n    deleteReport(id: $id)\n  }\n": types.DeleteReportDocument,
    "\n  mutation SetReportStatus($id: ID!, $status: ReportStatus!) {\n    setReportStatus(id: $id, status: $status) {\n      id\n      status\n      updatedAt\n    }\n  }\n": types.SetReportStatusDocument,
    "\n  mutation ReviewReport($id: ID!, $decision: ReportDecision!) {\n    reviewReport(id: $id, decision: $decision) {\n      id\n      status\n      isQuarantined\n      updatedAt\n    }\n  }\n": types.ReviewReportDocument,
    "\n  query ReporterRecord($userId: ID!) {\n    adminReporterRecord(userId: $userId) {\n      reports\n      upheld\n      rejected\n      standing\n    }\n  }\n": types.ReporterRecordDocument,
    "\n  mutation LiftReporterQuarantines($reporterId: ID!) {\n    liftReporterQuarantines(reporterId: $reporterId)\n  }\n": types.LiftReporterQuarantinesDocument,
    "\n  mutation RestoreReportTrust($userId: ID!) {\n    restoreReportTrust(userId: $userId)\n  }\n": types.RestoreReportTrustDocument,
    "\n  query ResourceFormTopics {\n    topics {\n      id\n      title\n      description\n    }\n  }\n": types.ResourceFormTopicsDocument,
    "\n  query AdminSecondOpinion($id: ID!) {\n    secondOpinion(id: $id) {\n      id\n      title\n      text\n      coverImage\n      link\n      linkTitle\n      featured\n      author\n      topics {\n        id\n      }\n    }\n  }\n": types.AdminSecondOpinionDocument,
    "\n  mutation SaveSecondOpinion($input: SecondOpinionInput!) {\n    saveSecondOpinion(input: $input) {\n      id\n      title\n      text\n      coverImage\n      link\n      linkTitle\n      featured\n      author\n      createdAt\n      topics {\n        id\n        title\n        description\n      }\n    }\n  }\n": types.SaveSecondOpinionDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": types.DeleteUserDocument,
    "\n  mutation DeleteSecondOpinion($id: ID!) {\n    deleteSecondOpinion(id: $id)\n  }\n": types.DeleteSecondOpinionDocument,
    "\n  mutation DeleteTopic($id: ID!) {\n    deleteTopic(id: $id)\n  }\n": types.DeleteTopicDocument,
    "\n  query AdminUsers($query: TableInput!) {\n    adminUsers(query: $query) {\n      items {\n        id\n        username\n        email\n        profileColour\n        contact\n        isAdmin\n        lastLoginAt\n        createdAt\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": types.AdminUsersDocument,
    "\n  query AdminPosts($query: TableInput!) {\n    adminPosts(query: $query) {\n      items {\n        id\n        title\n        text\n        createdAt\n        updatedAt\n        isShadowBanned\n        needsCare\n        owner {\n          id\n          username\n          profileColour\n        }\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": types.AdminPostsDocument,
    "\n  query AdminReports($query: TableInput!) {\n    adminReports(query: $query) {\n      items {\n        id\n        contentType\n        content\n        reason\n        status\n        needsCare\n        createdAt\n        creator {\n          id\n          username\n        }\n        reporter {\n          id\n          username\n        }\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": types.AdminReportsDocument,
    "\n  query AdminReportStatuses {\n    adminReportStatuses\n  }\n": types.AdminReportStatusesDocument,
    "\n  query ReportReasonLabels {\n    reportReasons {\n      value\n      label\n    }\n  }\n": types.ReportReasonLabelsDocument,
    "\n  query AdminSecondOpinions($query: TableInput!) {\n    adminSecondOpinions(query: $query) {\n      items {\n        id\n        title\n        text\n        featured\n        coverImage\n        createdAt\n        topics {\n          id\n          title\n        }\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": types.AdminSecondOpinionsDocument,
    "\n  query AdminTopics($query: TableInput!) {\n    adminTopics(query: $query) {\n      items {\n        id\n        title\n        description\n        createdAt\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": types.AdminTopicsDocument,
    "\n  query AdminAuditLog($query: TableInput!) {\n    adminAuditLog(query: $query) {\n      items {\n        id\n        summary\n        action\n        targetType\n        targetId\n        targetLabel\n        targetExists\n        createdAt\n        actorKind\n        deletedActorText\n        actor {\n          id\n          username\n          profileColour\n        }\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": types.AdminAuditLogDocument,
    "\n  query AuditAdmins {\n    adminUsers(query: { filters: [{ column: \"isAdmin\", values: [\"Yes\"] }], first: 100 }) {\n      items {\n        id\n        username\n      }\n    }\n  }\n": types.AuditAdminsDocument,
    "\n  query AdminCrashReports($query: TableInput!) {\n    adminCrashReports(query: $query) {\n      items {\n        id\n        errorName\n        message\n        stack\n        cause\n        code\n        statusCode\n        componentName\n        location\n        browser\n        description\n        createdAt\n        member {\n          id\n          username\n        }\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": types.AdminCrashReportsDocument,
    "\n  mutation SaveReactionType($input: ReactionTypeInput!) {\n    saveReactionType(input: $input) {\n      id\n      name\n      emoji\n      description\n      hidden\n    }\n  }\n": types.SaveReactionTypeDocument,
    "\n  mutation SetReportsStatus($ids: [ID!]!, $status: ReportStatus!) {\n    setReportsStatus(ids: $ids, status: $status) {\n      id\n      status\n    }\n  }\n": types.SetReportsStatusDocument,
    "\n  mutation SetReportsQuarantine($ids: [ID!]!, $quarantined: Boolean!) {\n    setReportsQuarantine(ids: $ids, quarantined: $quarantined) {\n      id\n      isQuarantined\n    }\n  }\n": types.SetReportsQuarantineDocument,
    "\n  fragment CompleteSignIn_authPayload on AuthPayload {\n    token {\n      accessToken\n      refreshToken\n      tokenType\n    }\n    redirectUrl\n  }\n": types.CompleteSignIn_AuthPayloadFragmentDoc,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query UsernameSuggestion {\n    usernameSuggestion\n  }\n": types.UsernameSuggestionDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CompleteSignIn_authPayload @unmask\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CompleteSignIn_authPayload @unmask\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ReportCrash($input: CrashReportInput!) {\n    reportCrash(input: $input)\n  }\n": types.ReportCrashDocument,
    "\n  mutation DescribeCrash($id: ID!, $description: String!) {\n    describeCrash(id: $id, description: $description)\n  }\n": types.DescribeCrashDocument,
    "\n  mutation MarkFeedSeen {\n    markFeedSeen\n  }\n": types.MarkFeedSeenDocument,
    "\n  query TopicFollowing {\n    me {\n      id\n      topicsOfInterest {\n        id\n      }\n    }\n  }\n": types.TopicFollowingDocument,
    "\n  mutation FollowTopics($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      id\n      topicsOfInterest {\n        __typename\n        id\n      }\n    }\n  }\n": types.FollowTopicsDocument,
    "\n  query MutedTopics {\n    me {\n      id\n      mutedTopics {\n        id\n        title\n      }\n    }\n  }\n": types.MutedTopicsDocument,
    "\n  mutation MuteTopic($id: ID!) {\n    muteTopic(id: $id)\n  }\n": types.MuteTopicDocument,
    "\n  mutation UnmuteTopic($id: ID!) {\n    unmuteTopic(id: $id)\n  }\n": types.UnmuteTopicDocument,
    "\n  query HomeTopics {\n    topics {\n      id\n      ...TopicChip_topic\n    }\n  }\n": types.HomeTopicsDocument,
    "\n  query InterestTopics {\n    me {\n      id\n      topicsOfInterest {\n        id\n        ...TopicChip_topic\n      }\n    }\n  }\n": types.InterestTopicsDocument,
    "\n  query PopularTopics {\n    popularTopics {\n      id\n      ...TopicChip_topic\n    }\n  }\n": types.PopularTopicsDocument,
    "\n  query SearchTopics($text: String!) {\n    searchTopics(text: $text) {\n      id\n      ...TopicChip_topic\n    }\n  }\n": types.SearchTopicsDocument,
    "\n  fragment EmojiLegendItem_reactionType on ReactionType {\n    id\n    name\n    emoji\n    description\n  }\n": types.EmojiLegendItem_ReactionTypeFragmentDoc,
    "\n  fragment ResourceCard_secondOpinion on SecondOpinion {\n    id\n    title\n    text\n    author\n    createdAt\n    coverImage\n    topics {\n      id\n      title\n      description\n    }\n  }\n": types.ResourceCard_SecondOpinionFragmentDoc,
    "\n  fragment TopicChip_topic on Topic {\n    id\n    title\n    description\n  }\n": types.TopicChip_TopicFragmentDoc,
    "\n  query NearestCity($latitude: Float!, $longitude: Float!) {\n    nearestCity(latitude: $latitude, longitude: $longitude) {\n      city\n      state\n      country\n    }\n  }\n": types.NearestCityDocument,
    "\n  query LocationSuggestions($text: String!) {\n    locationSuggestions(text: $text) {\n      city\n      state\n      country\n    }\n  }\n": types.LocationSuggestionsDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": types.UnreadNotificationCountDocument,
    "\n  query Notifications($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      items {\n        id\n        ...NotificationItem_notification\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": types.NotificationsDocument,
    "\n  mutation MarkNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n": types.MarkNotificationsReadDocument,
    "\n  query NotificationPreferences {\n    notificationPreferences {\n      kind\n      enabled\n    }\n  }\n": types.NotificationPreferencesDocument,
    "\n  mutation SetNotificationPreference($kind: NotificationKind!, $enabled: Boolean!) {\n    setNotificationPreference(kind: $kind, enabled: $enabled) {\n      kind\n      enabled\n    }\n  }\n": types.SetNotificationPreferenceDocument,
    "\n  fragment NotificationItem_notification on Notification {\n    id\n    kind\n    actorCount\n    createdAt\n    readAt\n    post {\n      id\n      title\n      text\n    }\n    comment {\n      id\n      text\n      isDeleted\n      isShadowBanned\n      isFromBlockedMember\n    }\n  }\n": types.NotificationItem_NotificationFragmentDoc,
    "\n  mutation BlockMember($userId: ID!) {\n    blockMember(userId: $userId)\n  }\n": types.BlockMemberDocument,
    "\n  query Comments($postId: ID!, $parentId: ID, $first: Int, $after: String) {\n    comments(postId: $postId, parentId: $parentId, first: $first, after: $after) {\n      items {\n        id\n        ...CommentItem_comment\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": types.CommentsDocument,
    "\n  query CommentPermalink($postId: ID!, $commentId: ID!) {\n    commentPermalink(postId: $postId, commentId: $commentId) {\n      status\n      thread {\n        id\n        ...CommentItem_comment\n      }\n    }\n  }\n": types.CommentPermalinkDocument,
    "\n  mutation AddComment($postId: ID!, $parentId: ID, $text: String!) {\n    addComment(postId: $postId, parentId: $parentId, text: $text) {\n      id\n      ...CommentItem_comment\n    }\n  }\n": types.AddCommentDocument,
    "\n  mutation CreatePost($input: NewPostInput!) {\n    createPost(input: $input) {\n      id\n    }\n  }\n": types.CreatePostDocument,
    "\n  mutation SavePost($postId: ID!) {\n    savePost(postId: $postId) {\n      id\n      savedByMe\n    }\n  }\n": types.SavePostDocument,
    "\n  mutation UnsavePost($postId: ID!) {\n    unsavePost(postId: $postId) {\n      id\n      savedByMe\n    }\n  }\n": types.UnsavePostDocument,
    "\n  mutation FollowPost($postId: ID!) {\n    followPost(postId: $postId) {\n      id\n      followedByMe\n    }\n  }\n": types.FollowPostDocument,
    "\n  mutation UnfollowPost($postId: ID!) {\n    unfollowPost(postId: $postId) {\n      id\n      followedByMe\n    }\n  }\n": types.UnfollowPostDocument,
    "\n  mutation UpdatePost($id: ID!, $input: PostEditInput!) {\n    updatePost(id: $id, input: $input) {\n      id\n      ...PostCard_post\n    }\n  }\n": types.UpdatePostDocument,
    "\n  mutation UpdateComment($id: ID!, $text: String!) {\n    updateComment(id: $id, text: $text) {\n      id\n      ...CommentItem_comment\n    }\n  }\n": types.UpdateCommentDocument,
    "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id)\n  }\n": types.DeleteCommentDocument,
    "\n  query ReportReasons {\n    reportReasons {\n      value\n      label\n    }\n  }\n": types.ReportReasonsDocument,
    "\n  mutation ReportContent($input: ReportInput!) {\n    reportContent(input: $input)\n  }\n": types.ReportContentDocument,
    "\n  fragment CommentReactions_comment on Comment {\n    id\n    reactions {\n      reactionType {\n        id\n        name\n        emoji\n      }\n      count\n      reactedByMe\n    }\n  }\n": types.CommentReactions_CommentFragmentDoc,
    "\n  mutation ToggleCommentReaction($commentId: ID!, $reactionTypeId: ID!) {\n    toggleCommentReaction(commentId: $commentId, reactionTypeId: $reactionTypeId) {\n      __typename\n      id\n      ...CommentReactions_comment\n    }\n  }\n": types.ToggleCommentReactionDocument,
    "\n  fragment CommentItem_comment on Comment {\n    id\n    postId\n    parentId\n    text\n    isReply\n    isShadowBanned\n    isDeleted\n    isFromBlockedMember\n    replyCount\n    createdAt\n    editedAt\n    owner {\n      id\n      username\n      profileColour\n      profileImage\n    }\n    ...CommentReactions_comment\n  }\n": types.CommentItem_CommentFragmentDoc,
    "\n  query PostTopics {\n    topics {\n      id\n      title\n      description\n    }\n  }\n": types.PostTopicsDocument,
    "\n  mutation ExplainReaction($reactionId: ID!, $explanation: String!) {\n    explainReaction(reactionId: $reactionId, explanation: $explanation) {\n      id\n      explanation\n    }\n  }\n": types.ExplainReactionDocument,
    "\n  fragment OwnCommentItem_comment on Comment {\n    id\n    postId\n    text\n    isReply\n    createdAt\n    editedAt\n    isShadowBanned\n  }\n": types.OwnCommentItem_CommentFragmentDoc,
    "\n  fragment OwnPostItem_post on Post {\n    id\n    title\n    text\n    images\n    links\n    createdAt\n    editedAt\n    commentCount\n    isShadowBanned\n  }\n": types.OwnPostItem_PostFragmentDoc,
    "\n  fragment SavedPostItem_post on Post {\n    id\n    title\n    text\n    createdAt\n    commentCount\n    savedByMe\n    owner {\n      id\n      username\n    }\n  }\n": types.SavedPostItem_PostFragmentDoc,
    "\n  fragment PostCard_post on Post {\n    id\n    title\n    text\n    images\n    imageUrls {\n      ...SignedImage_signedUrl @unmask\n    }\n    links\n    createdAt\n    editedAt\n    isDeleted\n    commentCount\n    isShadowBanned\n    contentWarning\n    savedByMe\n    followedByMe\n    owner {\n      id\n      username\n      profileColour\n      profileImage\n    }\n    topics {\n      id\n      title\n      description\n    }\n    ...PostReactions_post\n  }\n": types.PostCard_PostFragmentDoc,
    "\n  fragment PostReactions_post on Post {\n    id\n    reactions {\n      reactionType {\n        id\n        name\n        emoji\n      }\n      count\n      reactedByMe\n    }\n  }\n": types.PostReactions_PostFragmentDoc,
    "\n  mutation TogglePostReaction($postId: ID!, $reactionTypeId: ID!) {\n    togglePostReaction(postId: $postId, reactionTypeId: $reactionTypeId) {\n      __typename\n      post {\n        __typename\n        id\n        ...PostReactions_post\n      }\n      reaction {\n        id\n        reactionType {\n          id\n          name\n          emoji\n        }\n      }\n    }\n  }\n": types.TogglePostReactionDocument,
    "\n  query ReactionToExplain {\n    reactionToExplain {\n      id\n      reactionType {\n        id\n        name\n        emoji\n      }\n    }\n  }\n": types.ReactionToExplainDocument,
    "\n  query SuspensionNotice {\n    me {\n      id\n      suspendedUntil\n    }\n  }\n": types.SuspensionNoticeDocument,
    "\n  query BlockedMembers {\n    blockedMembers {\n      id\n      ...BlockedMember_author\n    }\n  }\n": types.BlockedMembersDocument,
    "\n  mutation UnblockMember($userId: ID!) {\n    unblockMember(userId: $userId)\n  }\n": types.UnblockMemberDocument,
    "\n  fragment ProfileFields_me on CurrentUser {\n    id\n    profileColour\n    profileImage\n    ethnicity\n    ageRange\n    sexAssignedAtBirth\n    gender\n    contact\n    location {\n      city\n      state\n      country\n    }\n    topicsOfInterest {\n      id\n    }\n  }\n": types.ProfileFields_MeFragmentDoc,
    "\n  query ProfileChoices {\n    topics {\n      id\n      title\n      description\n    }\n    profileOptions {\n      ethnicities {\n        value\n        label\n      }\n      ageRanges {\n        value\n        label\n      }\n      sexesAssignedAtBirth {\n        value\n        label\n      }\n      genders {\n        value\n        label\n      }\n      colours\n    }\n  }\n": types.ProfileChoicesDocument,
    "\n  query MyProfile {\n    me {\n      id\n      username\n      ...ProfileFields_me\n    }\n  }\n": types.MyProfileDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      profileImage\n      ...ProfileFields_me\n      ...CachedUser_me @unmask\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation CompleteOnboarding($input: OnboardingInput!) {\n    completeOnboarding(input: $input) {\n      id\n      ...ProfileFields_me\n      ...CachedUser_me @unmask\n    }\n  }\n": types.CompleteOnboardingDocument,
    "\n  mutation DeleteAccount {\n    deleteAccount\n  }\n": types.DeleteAccountDocument,
    "\n  fragment BlockedMember_author on Author {\n    id\n    username\n    profileColour\n    profileImage\n  }\n": types.BlockedMember_AuthorFragmentDoc,
    "\n  query ResourceTopics {\n    secondOpinionTopics {\n      id\n      ...ResourceTopicFilter_topic\n    }\n  }\n": types.ResourceTopicsDocument,
    "\n  query ResourceTitleSearch($search: String!, $first: Int) {\n    secondOpinions(search: $search, first: $first) {\n      items {\n        id\n        title\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n": types.ResourceTitleSearchDocument,
    "\n  fragment ResourceArticle_secondOpinion on SecondOpinion {\n    id\n    title\n    text\n    author\n    createdAt\n    coverImage\n    link\n    linkTitle\n    featured\n    topics {\n      id\n      title\n      description\n    }\n  }\n": types.ResourceArticle_SecondOpinionFragmentDoc,
    "\n  fragment ResourceGridCard_secondOpinion on SecondOpinion {\n    id\n    title\n    text\n    author\n    featured\n    coverImage\n    topics {\n      id\n      title\n      description\n    }\n  }\n": types.ResourceGridCard_SecondOpinionFragmentDoc,
    "\n  fragment ResourceTopicFilter_topic on Topic {\n    id\n    title\n    description\n  }\n": types.ResourceTopicFilter_TopicFragmentDoc,
    "\n  query PrivacyCheckCounts($days: Int!) {\n    privacyCheckCounts(days: $days) {\n      kind\n      label\n      items\n    }\n  }\n": types.PrivacyCheckCountsDocument,
    "\n  mutation QuickExitLogout {\n    logout\n  }\n": types.QuickExitLogoutDocument,
    "\n  mutation CreateUpload($input: UploadInput!) {\n    createUpload(input: $input) {\n      signedPostUrl\n      objectId\n    }\n  }\n": types.CreateUploadDocument,
    "\n  fragment SignedImage_signedUrl on SignedUrl {\n    objectId\n    signedUrl\n    contentType\n    width\n    height\n    variants {\n      shape\n      width\n      height\n      signedUrl\n      contentType\n    }\n  }\n": types.SignedImage_SignedUrlFragmentDoc,
    "\n  query SignedUrl($objectId: ID!) {\n    signedUrl(objectId: $objectId) {\n      ...SignedImage_signedUrl @unmask\n    }\n  }\n": types.SignedUrlDocument,
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
export function graphql(source: "\n  fragment FeedItem_item on FeedItem {\n    __typename\n    ... on Post {\n      id\n      createdAt\n      ...PostCard_post\n    }\n    ... on SecondOpinion {\n      id\n      createdAt\n      ...ResourceCard_secondOpinion\n    }\n  }\n"): (typeof documents)["\n  fragment FeedItem_item on FeedItem {\n    __typename\n    ... on Post {\n      id\n      createdAt\n      ...PostCard_post\n    }\n    ... on SecondOpinion {\n      id\n      createdAt\n      ...ResourceCard_secondOpinion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RelatedSecondOpinions($postId: ID!) {\n    relatedSecondOpinions(postId: $postId) {\n      id\n      title\n      text\n      author\n      topics {\n        id\n        title\n        description\n      }\n    }\n  }\n"): (typeof documents)["\n  query RelatedSecondOpinions($postId: ID!) {\n    relatedSecondOpinions(postId: $postId) {\n      id\n      title\n      text\n      author\n      topics {\n        id\n        title\n        description\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchPosts($query: String!, $topicId: ID, $first: Int, $after: String) {\n    searchPosts(query: $query, topicId: $topicId, first: $first, after: $after) {\n      items {\n        ...FeedItem_item @unmask\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  query SearchPosts($query: String!, $topicId: ID, $first: Int, $after: String) {\n    searchPosts(query: $query, topicId: $topicId, first: $first, after: $after) {\n      items {\n        ...FeedItem_item @unmask\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchComments($query: String!, $topicId: ID, $first: Int, $after: String) {\n    searchComments(query: $query, topicId: $topicId, first: $first, after: $after) {\n      items {\n        id\n        postTitle\n        snippet\n        comment {\n          id\n          postId\n          createdAt\n          owner {\n            id\n            username\n          }\n        }\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  query SearchComments($query: String!, $topicId: ID, $first: Int, $after: String) {\n    searchComments(query: $query, topicId: $topicId, first: $first, after: $after) {\n      items {\n        id\n        postTitle\n        snippet\n        comment {\n          id\n          postId\n          createdAt\n          owner {\n            id\n            username\n          }\n        }\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeaderAvatar {\n    me {\n      id\n      profileColour\n      profileImage\n    }\n  }\n"): (typeof documents)["\n  query HeaderAvatar {\n    me {\n      id\n      profileColour\n      profileImage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReactionTypes {\n    adminReactionTypes {\n      uses\n      reactionType {\n        id\n        name\n        emoji\n        description\n        hidden\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminReactionTypes {\n    adminReactionTypes {\n      uses\n      reactionType {\n        id\n        name\n        emoji\n        description\n        hidden\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetReactionTypeHidden($id: ID!, $hidden: Boolean!) {\n    setReactionTypeHidden(id: $id, hidden: $hidden) {\n      id\n      hidden\n    }\n  }\n"): (typeof documents)["\n  mutation SetReactionTypeHidden($id: ID!, $hidden: Boolean!) {\n    setReactionTypeHidden(id: $id, hidden: $hidden) {\n      id\n      hidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteReactionType($id: ID!) {\n    deleteReactionType(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteReactionType($id: ID!) {\n    deleteReactionType(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTopic($id: ID!) {\n    topic(id: $id) {\n      id\n      title\n      description\n    }\n  }\n"): (typeof documents)["\n  query AdminTopic($id: ID!) {\n    topic(id: $id) {\n      id\n      title\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveTopic($input: TopicInput!) {\n    saveTopic(input: $input) {\n      id\n      title\n      description\n    }\n  }\n"): (typeof documents)["\n  mutation SaveTopic($input: TopicInput!) {\n    saveTopic(input: $input) {\n      id\n      title\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeReactionTypes {\n    reactionTypes {\n      id\n      ...EmojiLegendItem_reactionType\n    }\n  }\n"): (typeof documents)["\n  query HomeReactionTypes {\n    reactionTypes {\n      id\n      ...EmojiLegendItem_reactionType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Feed($filter: FeedFilter!, $sort: FeedSort!, $period: TopPeriod!, $first: Int, $after: String) {\n    feed(filter: $filter, sort: $sort, period: $period, first: $first, after: $after) {\n      items {\n        ...FeedItem_item @unmask\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  query Feed($filter: FeedFilter!, $sort: FeedSort!, $period: TopPeriod!, $first: Int, $after: String) {\n    feed(filter: $filter, sort: $sort, period: $period, first: $first, after: $after) {\n      items {\n        ...FeedItem_item @unmask\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewPostTopics {\n    topics {\n      id\n      title\n      description\n    }\n  }\n"): (typeof documents)["\n  query NewPostTopics {\n    topics {\n      id\n      title\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostPage($id: ID!) {\n    post(id: $id) {\n      id\n      commentCount\n      isDeleted\n      ...PostCard_post\n    }\n  }\n"): (typeof documents)["\n  query PostPage($id: ID!) {\n    post(id: $id) {\n      id\n      commentCount\n      isDeleted\n      ...PostCard_post\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPosts($first: Int, $after: String) {\n    myPosts(first: $first, after: $after) {\n      items {\n        id\n        ...OwnPostItem_post\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  query MyPosts($first: Int, $after: String) {\n    myPosts(first: $first, after: $after) {\n      items {\n        id\n        ...OwnPostItem_post\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyComments($first: Int, $after: String) {\n    myComments(first: $first, after: $after) {\n      items {\n        id\n        ...OwnCommentItem_comment\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  query MyComments($first: Int, $after: String) {\n    myComments(first: $first, after: $after) {\n      items {\n        id\n        ...OwnCommentItem_comment\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedPosts($first: Int, $after: String) {\n    savedPosts(first: $first, after: $after) {\n      items {\n        id\n        ...SavedPostItem_post\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  query SavedPosts($first: Int, $after: String) {\n    savedPosts(first: $first, after: $after) {\n      items {\n        id\n        ...SavedPostItem_post\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResourcePage($id: ID!) {\n    secondOpinion(id: $id) {\n      id\n      ...ResourceArticle_secondOpinion\n    }\n  }\n"): (typeof documents)["\n  query ResourcePage($id: ID!) {\n    secondOpinion(id: $id) {\n      id\n      ...ResourceArticle_secondOpinion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecondOpinions($topicId: ID, $first: Int, $after: String) {\n    secondOpinions(topicId: $topicId, first: $first, after: $after) {\n      items {\n        id\n        ...ResourceGridCard_secondOpinion\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  query SecondOpinions($topicId: ID, $first: Int, $after: String) {\n    secondOpinions(topicId: $topicId, first: $first, after: $after) {\n      items {\n        id\n        ...ResourceGridCard_secondOpinion\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopicPage($id: ID!) {\n    topic(id: $id) {\n      id\n      title\n      description\n    }\n  }\n"): (typeof documents)["\n  query TopicPage($id: ID!) {\n    topic(id: $id) {\n      id\n      title\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopicFeed($topicId: ID!, $sort: FeedSort!, $period: TopPeriod!, $first: Int, $after: String) {\n    topicFeed(topicId: $topicId, sort: $sort, period: $period, first: $first, after: $after) {\n      items {\n        ...FeedItem_item @unmask\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  query TopicFeed($topicId: ID!, $sort: FeedSort!, $period: TopPeriod!, $first: Int, $after: String) {\n    topicFeed(topicId: $topicId, sort: $sort, period: $period, first: $first, after: $after) {\n      items {\n        ...FeedItem_item @unmask\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTableCount($table: AdminTableName!, $query: TableInput!) {\n    adminTableCount(table: $table, query: $query) {\n      count\n      exact\n    }\n  }\n"): (typeof documents)["\n  query AdminTableCount($table: AdminTableName!, $query: TableInput!) {\n    adminTableCount(table: $table, query: $query) {\n      count\n      exact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMember($id: ID!, $first: Int) {\n    adminMember(id: $id) {\n      id\n      username\n      profileColour\n      createdAt\n      lastLoginAt\n      contact\n      isAdmin\n      suspendedUntil\n      isShadowBanned\n      isBanned\n      record {\n        posts\n        comments\n        reportsAgainst\n        upheldReportsAgainst\n        reportsMade\n        reportsUpheld\n        reportsRejected\n        reporterStanding\n      }\n      posts(first: $first) {\n        items {\n          id\n          ...MemberPostRow_post\n        }\n        hasNextPage\n      }\n      comments(first: $first) {\n        items {\n          id\n          ...MemberCommentRow_comment\n        }\n        hasNextPage\n      }\n      reportsAgainst(first: $first) {\n        items {\n          id\n          ...MemberReportRow_report\n        }\n        hasNextPage\n      }\n      reportsBy(first: $first) {\n        items {\n          id\n          ...MemberReportRow_report\n        }\n        hasNextPage\n      }\n      auditTrail(first: $first) {\n        items {\n          id\n          ...MemberAuditRow_entry\n        }\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminMember($id: ID!, $first: Int) {\n    adminMember(id: $id) {\n      id\n      username\n      profileColour\n      createdAt\n      lastLoginAt\n      contact\n      isAdmin\n      suspendedUntil\n      isShadowBanned\n      isBanned\n      record {\n        posts\n        comments\n        reportsAgainst\n        upheldReportsAgainst\n        reportsMade\n        reportsUpheld\n        reportsRejected\n        reporterStanding\n      }\n      posts(first: $first) {\n        items {\n          id\n          ...MemberPostRow_post\n        }\n        hasNextPage\n      }\n      comments(first: $first) {\n        items {\n          id\n          ...MemberCommentRow_comment\n        }\n        hasNextPage\n      }\n      reportsAgainst(first: $first) {\n        items {\n          id\n          ...MemberReportRow_report\n        }\n        hasNextPage\n      }\n      reportsBy(first: $first) {\n        items {\n          id\n          ...MemberReportRow_report\n        }\n        hasNextPage\n      }\n      auditTrail(first: $first) {\n        items {\n          id\n          ...MemberAuditRow_entry\n        }\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActOnMember($id: ID!, $action: MemberActionKind!, $reason: String!, $days: Int) {\n    actOnMember(id: $id, action: $action, reason: $reason, days: $days) {\n      id\n      isAdmin\n      suspendedUntil\n      isShadowBanned\n      isBanned\n    }\n  }\n"): (typeof documents)["\n  mutation ActOnMember($id: ID!, $action: MemberActionKind!, $reason: String!, $days: Int) {\n    actOnMember(id: $id, action: $action, reason: $reason, days: $days) {\n      id\n      isAdmin\n      suspendedUntil\n      isShadowBanned\n      isBanned\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberPostRow_post on Post {\n    id\n    title\n    text\n    isShadowBanned\n    createdAt\n  }\n"): (typeof documents)["\n  fragment MemberPostRow_post on Post {\n    id\n    title\n    text\n    isShadowBanned\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberCommentRow_comment on Comment {\n    id\n    postId\n    text\n    isShadowBanned\n    createdAt\n  }\n"): (typeof documents)["\n  fragment MemberCommentRow_comment on Comment {\n    id\n    postId\n    text\n    isShadowBanned\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberReportRow_report on AdminReport {\n    id\n    contentType\n    reason\n    status\n    createdAt\n  }\n"): (typeof documents)["\n  fragment MemberReportRow_report on AdminReport {\n    id\n    contentType\n    reason\n    status\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberAuditRow_entry on AuditEntry {\n    id\n    action\n    detail\n    createdAt\n    actor {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  fragment MemberAuditRow_entry on AuditEntry {\n    id\n    action\n    detail\n    createdAt\n    actor {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPost($id: ID!) {\n    post(id: $id) {\n      id\n      title\n      text\n      images\n      links\n      createdAt\n      updatedAt\n      commentCount\n      isShadowBanned\n      contentWarning\n      needsCare\n      owner {\n        id\n        username\n        profileColour\n      }\n      topics {\n        id\n        title\n        description\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPost($id: ID!) {\n    post(id: $id) {\n      id\n      title\n      text\n      images\n      links\n      createdAt\n      updatedAt\n      commentCount\n      isShadowBanned\n      contentWarning\n      needsCare\n      owner {\n        id\n        username\n        profileColour\n      }\n      topics {\n        id\n        title\n        description\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPostContentWarning($id: ID!, $contentWarning: String) {\n    setPostContentWarning(id: $id, contentWarning: $contentWarning) {\n      id\n      contentWarning\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetPostContentWarning($id: ID!, $contentWarning: String) {\n    setPostContentWarning(id: $id, contentWarning: $contentWarning) {\n      id\n      contentWarning\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPostShadowBan($id: ID!, $isShadowBanned: Boolean!) {\n    setPostShadowBan(id: $id, isShadowBanned: $isShadowBanned) {\n      id\n      isShadowBanned\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetPostShadowBan($id: ID!, $isShadowBanned: Boolean!) {\n    setPostShadowBan(id: $id, isShadowBanned: $isShadowBanned) {\n      id\n      isShadowBanned\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReport($id: ID!) {\n    adminReport(id: $id) {\n      id\n      contentType\n      postId\n      commentId\n      content\n      post {\n        id\n        title\n        text\n        links\n        images\n        topics {\n          id\n          title\n        }\n      }\n      creator {\n        id\n        username\n        profileColour\n      }\n      reporter {\n        id\n        username\n        profileColour\n      }\n      reason\n      explanation\n      status\n      hidItem\n      isQuarantined\n      createdAt\n      updatedAt\n    }\n    reportReasons {\n      value\n      label\n    }\n  }\n"): (typeof documents)["\n  query AdminReport($id: ID!) {\n    adminReport(id: $id) {\n      id\n      contentType\n      postId\n      commentId\n      content\n      post {\n        id\n        title\n        text\n        links\n        images\n        topics {\n          id\n          title\n        }\n      }\n      creator {\n        id\n        username\n        profileColour\n      }\n      reporter {\n        id\n        username\n        profileColour\n      }\n      reason\n      explanation\n      status\n      hidItem\n      isQuarantined\n      createdAt\n      updatedAt\n    }\n    reportReasons {\n      value\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreatorRecord($id: ID!) {\n    adminMember(id: $id) {\n      id\n      suspendedUntil\n      isShadowBanned\n      isBanned\n      record {\n        posts\n        comments\n        reportsAgainst\n        upheldReportsAgainst\n      }\n    }\n  }\n"): (typeof documents)["\n  query CreatorRecord($id: ID!) {\n    adminMember(id: $id) {\n      id\n      suspendedUntil\n      isShadowBanned\n      isBanned\n      record {\n        posts\n        comments\n        reportsAgainst\n        upheldReportsAgainst\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteReport($id: ID!) {\n    deleteReport(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteReport($id: ID!) {\n    deleteReport(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetReportStatus($id: ID!, $status: ReportStatus!) {\n    setReportStatus(id: $id, status: $status) {\n      id\n      status\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetReportStatus($id: ID!, $status: ReportStatus!) {\n    setReportStatus(id: $id, status: $status) {\n      id\n      status\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewReport($id: ID!, $decision: ReportDecision!) {\n    reviewReport(id: $id, decision: $decision) {\n      id\n      status\n      isQuarantined\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ReviewReport($id: ID!, $decision: ReportDecision!) {\n    reviewReport(id: $id, decision: $decision) {\n      id\n      status\n      isQuarantined\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReporterRecord($userId: ID!) {\n    adminReporterRecord(userId: $userId) {\n      reports\n      upheld\n      rejected\n      standing\n    }\n  }\n"): (typeof documents)["\n  query ReporterRecord($userId: ID!) {\n    adminReporterRecord(userId: $userId) {\n      reports\n      upheld\n      rejected\n      standing\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiftReporterQuarantines($reporterId: ID!) {\n    liftReporterQuarantines(reporterId: $reporterId)\n  }\n"): (typeof documents)["\n  mutation LiftReporterQuarantines($reporterId: ID!) {\n    liftReporterQuarantines(reporterId: $reporterId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreReportTrust($userId: ID!) {\n    restoreReportTrust(userId: $userId)\n  }\n"): (typeof documents)["\n  mutation RestoreReportTrust($userId: ID!) {\n    restoreReportTrust(userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResourceFormTopics {\n    topics {\n      id\n      title\n      description\n    }\n  }\n"): (typeof documents)["\n  query ResourceFormTopics {\n    topics {\n      id\n      title\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSecondOpinion($id: ID!) {\n    secondOpinion(id: $id) {\n      id\n      title\n      text\n      coverImage\n      link\n      linkTitle\n      featured\n      author\n      topics {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSecondOpinion($id: ID!) {\n    secondOpinion(id: $id) {\n      id\n      title\n      text\n      coverImage\n      link\n      linkTitle\n      featured\n      author\n      topics {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSecondOpinion($input: SecondOpinionInput!) {\n    saveSecondOpinion(input: $input) {\n      id\n      title\n      text\n      coverImage\n      link\n      linkTitle\n      featured\n      author\n      createdAt\n      topics {\n        id\n        title\n        description\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveSecondOpinion($input: SecondOpinionInput!) {\n    saveSecondOpinion(input: $input) {\n      id\n      title\n      text\n      coverImage\n      link\n      linkTitle\n      featured\n      author\n      createdAt\n      topics {\n        id\n        title\n        description\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSecondOpinion($id: ID!) {\n    deleteSecondOpinion(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteSecondOpinion($id: ID!) {\n    deleteSecondOpinion(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTopic($id: ID!) {\n    deleteTopic(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTopic($id: ID!) {\n    deleteTopic(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($query: TableInput!) {\n    adminUsers(query: $query) {\n      items {\n        id\n        username\n        email\n        profileColour\n        contact\n        isAdmin\n        lastLoginAt\n        createdAt\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($query: TableInput!) {\n    adminUsers(query: $query) {\n      items {\n        id\n        username\n        email\n        profileColour\n        contact\n        isAdmin\n        lastLoginAt\n        createdAt\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPosts($query: TableInput!) {\n    adminPosts(query: $query) {\n      items {\n        id\n        title\n        text\n        createdAt\n        updatedAt\n        isShadowBanned\n        needsCare\n        owner {\n          id\n          username\n          profileColour\n        }\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  query AdminPosts($query: TableInput!) {\n    adminPosts(query: $query) {\n      items {\n        id\n        title\n        text\n        createdAt\n        updatedAt\n        isShadowBanned\n        needsCare\n        owner {\n          id\n          username\n          profileColour\n        }\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReports($query: TableInput!) {\n    adminReports(query: $query) {\n      items {\n        id\n        contentType\n        content\n        reason\n        status\n        needsCare\n        createdAt\n        creator {\n          id\n          username\n        }\n        reporter {\n          id\n          username\n        }\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  query AdminReports($query: TableInput!) {\n    adminReports(query: $query) {\n      items {\n        id\n        contentType\n        content\n        reason\n        status\n        needsCare\n        createdAt\n        creator {\n          id\n          username\n        }\n        reporter {\n          id\n          username\n        }\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReportStatuses {\n    adminReportStatuses\n  }\n"): (typeof documents)["\n  query AdminReportStatuses {\n    adminReportStatuses\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportReasonLabels {\n    reportReasons {\n      value\n      label\n    }\n  }\n"): (typeof documents)["\n  query ReportReasonLabels {\n    reportReasons {\n      value\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSecondOpinions($query: TableInput!) {\n    adminSecondOpinions(query: $query) {\n      items {\n        id\n        title\n        text\n        featured\n        coverImage\n        createdAt\n        topics {\n          id\n          title\n        }\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  query AdminSecondOpinions($query: TableInput!) {\n    adminSecondOpinions(query: $query) {\n      items {\n        id\n        title\n        text\n        featured\n        coverImage\n        createdAt\n        topics {\n          id\n          title\n        }\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTopics($query: TableInput!) {\n    adminTopics(query: $query) {\n      items {\n        id\n        title\n        description\n        createdAt\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  query AdminTopics($query: TableInput!) {\n    adminTopics(query: $query) {\n      items {\n        id\n        title\n        description\n        createdAt\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditLog($query: TableInput!) {\n    adminAuditLog(query: $query) {\n      items {\n        id\n        summary\n        action\n        targetType\n        targetId\n        targetLabel\n        targetExists\n        createdAt\n        actorKind\n        deletedActorText\n        actor {\n          id\n          username\n          profileColour\n        }\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  query AdminAuditLog($query: TableInput!) {\n    adminAuditLog(query: $query) {\n      items {\n        id\n        summary\n        action\n        targetType\n        targetId\n        targetLabel\n        targetExists\n        createdAt\n        actorKind\n        deletedActorText\n        actor {\n          id\n          username\n          profileColour\n        }\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditAdmins {\n    adminUsers(query: { filters: [{ column: \"isAdmin\", values: [\"Yes\"] }], first: 100 }) {\n      items {\n        id\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditAdmins {\n    adminUsers(query: { filters: [{ column: \"isAdmin\", values: [\"Yes\"] }], first: 100 }) {\n      items {\n        id\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCrashReports($query: TableInput!) {\n    adminCrashReports(query: $query) {\n      items {\n        id\n        errorName\n        message\n        stack\n        cause\n        code\n        statusCode\n        componentName\n        location\n        browser\n        description\n        createdAt\n        member {\n          id\n          username\n        }\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  query AdminCrashReports($query: TableInput!) {\n    adminCrashReports(query: $query) {\n      items {\n        id\n        errorName\n        message\n        stack\n        cause\n        code\n        statusCode\n        componentName\n        location\n        browser\n        description\n        createdAt\n        member {\n          id\n          username\n        }\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveReactionType($input: ReactionTypeInput!) {\n    saveReactionType(input: $input) {\n      id\n      name\n      emoji\n      description\n      hidden\n    }\n  }\n"): (typeof documents)["\n  mutation SaveReactionType($input: ReactionTypeInput!) {\n    saveReactionType(input: $input) {\n      id\n      name\n      emoji\n      description\n      hidden\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetReportsStatus($ids: [ID!]!, $status: ReportStatus!) {\n    setReportsStatus(ids: $ids, status: $status) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SetReportsStatus($ids: [ID!]!, $status: ReportStatus!) {\n    setReportsStatus(ids: $ids, status: $status) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetReportsQuarantine($ids: [ID!]!, $quarantined: Boolean!) {\n    setReportsQuarantine(ids: $ids, quarantined: $quarantined) {\n      id\n      isQuarantined\n    }\n  }\n"): (typeof documents)["\n  mutation SetReportsQuarantine($ids: [ID!]!, $quarantined: Boolean!) {\n    setReportsQuarantine(ids: $ids, quarantined: $quarantined) {\n      id\n      isQuarantined\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation ReportCrash($input: CrashReportInput!) {\n    reportCrash(input: $input)\n  }\n"): (typeof documents)["\n  mutation ReportCrash($input: CrashReportInput!) {\n    reportCrash(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DescribeCrash($id: ID!, $description: String!) {\n    describeCrash(id: $id, description: $description)\n  }\n"): (typeof documents)["\n  mutation DescribeCrash($id: ID!, $description: String!) {\n    describeCrash(id: $id, description: $description)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkFeedSeen {\n    markFeedSeen\n  }\n"): (typeof documents)["\n  mutation MarkFeedSeen {\n    markFeedSeen\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopicFollowing {\n    me {\n      id\n      topicsOfInterest {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query TopicFollowing {\n    me {\n      id\n      topicsOfInterest {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowTopics($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      id\n      topicsOfInterest {\n        __typename\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FollowTopics($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      id\n      topicsOfInterest {\n        __typename\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MutedTopics {\n    me {\n      id\n      mutedTopics {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query MutedTopics {\n    me {\n      id\n      mutedTopics {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MuteTopic($id: ID!) {\n    muteTopic(id: $id)\n  }\n"): (typeof documents)["\n  mutation MuteTopic($id: ID!) {\n    muteTopic(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnmuteTopic($id: ID!) {\n    unmuteTopic(id: $id)\n  }\n"): (typeof documents)["\n  mutation UnmuteTopic($id: ID!) {\n    unmuteTopic(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeTopics {\n    topics {\n      id\n      ...TopicChip_topic\n    }\n  }\n"): (typeof documents)["\n  query HomeTopics {\n    topics {\n      id\n      ...TopicChip_topic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InterestTopics {\n    me {\n      id\n      topicsOfInterest {\n        id\n        ...TopicChip_topic\n      }\n    }\n  }\n"): (typeof documents)["\n  query InterestTopics {\n    me {\n      id\n      topicsOfInterest {\n        id\n        ...TopicChip_topic\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PopularTopics {\n    popularTopics {\n      id\n      ...TopicChip_topic\n    }\n  }\n"): (typeof documents)["\n  query PopularTopics {\n    popularTopics {\n      id\n      ...TopicChip_topic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchTopics($text: String!) {\n    searchTopics(text: $text) {\n      id\n      ...TopicChip_topic\n    }\n  }\n"): (typeof documents)["\n  query SearchTopics($text: String!) {\n    searchTopics(text: $text) {\n      id\n      ...TopicChip_topic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EmojiLegendItem_reactionType on ReactionType {\n    id\n    name\n    emoji\n    description\n  }\n"): (typeof documents)["\n  fragment EmojiLegendItem_reactionType on ReactionType {\n    id\n    name\n    emoji\n    description\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResourceCard_secondOpinion on SecondOpinion {\n    id\n    title\n    text\n    author\n    createdAt\n    coverImage\n    topics {\n      id\n      title\n      description\n    }\n  }\n"): (typeof documents)["\n  fragment ResourceCard_secondOpinion on SecondOpinion {\n    id\n    title\n    text\n    author\n    createdAt\n    coverImage\n    topics {\n      id\n      title\n      description\n    }\n  }\n"];
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
export function graphql(source: "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"): (typeof documents)["\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      items {\n        id\n        ...NotificationItem_notification\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  query Notifications($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      items {\n        id\n        ...NotificationItem_notification\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation MarkNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationPreferences {\n    notificationPreferences {\n      kind\n      enabled\n    }\n  }\n"): (typeof documents)["\n  query NotificationPreferences {\n    notificationPreferences {\n      kind\n      enabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetNotificationPreference($kind: NotificationKind!, $enabled: Boolean!) {\n    setNotificationPreference(kind: $kind, enabled: $enabled) {\n      kind\n      enabled\n    }\n  }\n"): (typeof documents)["\n  mutation SetNotificationPreference($kind: NotificationKind!, $enabled: Boolean!) {\n    setNotificationPreference(kind: $kind, enabled: $enabled) {\n      kind\n      enabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationItem_notification on Notification {\n    id\n    kind\n    actorCount\n    createdAt\n    readAt\n    post {\n      id\n      title\n      text\n    }\n    comment {\n      id\n      text\n      isDeleted\n      isShadowBanned\n      isFromBlockedMember\n    }\n  }\n"): (typeof documents)["\n  fragment NotificationItem_notification on Notification {\n    id\n    kind\n    actorCount\n    createdAt\n    readAt\n    post {\n      id\n      title\n      text\n    }\n    comment {\n      id\n      text\n      isDeleted\n      isShadowBanned\n      isFromBlockedMember\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlockMember($userId: ID!) {\n    blockMember(userId: $userId)\n  }\n"): (typeof documents)["\n  mutation BlockMember($userId: ID!) {\n    blockMember(userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Comments($postId: ID!, $parentId: ID, $first: Int, $after: String) {\n    comments(postId: $postId, parentId: $parentId, first: $first, after: $after) {\n      items {\n        id\n        ...CommentItem_comment\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  query Comments($postId: ID!, $parentId: ID, $first: Int, $after: String) {\n    comments(postId: $postId, parentId: $parentId, first: $first, after: $after) {\n      items {\n        id\n        ...CommentItem_comment\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommentPermalink($postId: ID!, $commentId: ID!) {\n    commentPermalink(postId: $postId, commentId: $commentId) {\n      status\n      thread {\n        id\n        ...CommentItem_comment\n      }\n    }\n  }\n"): (typeof documents)["\n  query CommentPermalink($postId: ID!, $commentId: ID!) {\n    commentPermalink(postId: $postId, commentId: $commentId) {\n      status\n      thread {\n        id\n        ...CommentItem_comment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddComment($postId: ID!, $parentId: ID, $text: String!) {\n    addComment(postId: $postId, parentId: $parentId, text: $text) {\n      id\n      ...CommentItem_comment\n    }\n  }\n"): (typeof documents)["\n  mutation AddComment($postId: ID!, $parentId: ID, $text: String!) {\n    addComment(postId: $postId, parentId: $parentId, text: $text) {\n      id\n      ...CommentItem_comment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePost($input: NewPostInput!) {\n    createPost(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePost($input: NewPostInput!) {\n    createPost(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePost($postId: ID!) {\n    savePost(postId: $postId) {\n      id\n      savedByMe\n    }\n  }\n"): (typeof documents)["\n  mutation SavePost($postId: ID!) {\n    savePost(postId: $postId) {\n      id\n      savedByMe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsavePost($postId: ID!) {\n    unsavePost(postId: $postId) {\n      id\n      savedByMe\n    }\n  }\n"): (typeof documents)["\n  mutation UnsavePost($postId: ID!) {\n    unsavePost(postId: $postId) {\n      id\n      savedByMe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowPost($postId: ID!) {\n    followPost(postId: $postId) {\n      id\n      followedByMe\n    }\n  }\n"): (typeof documents)["\n  mutation FollowPost($postId: ID!) {\n    followPost(postId: $postId) {\n      id\n      followedByMe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnfollowPost($postId: ID!) {\n    unfollowPost(postId: $postId) {\n      id\n      followedByMe\n    }\n  }\n"): (typeof documents)["\n  mutation UnfollowPost($postId: ID!) {\n    unfollowPost(postId: $postId) {\n      id\n      followedByMe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePost($id: ID!, $input: PostEditInput!) {\n    updatePost(id: $id, input: $input) {\n      id\n      ...PostCard_post\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePost($id: ID!, $input: PostEditInput!) {\n    updatePost(id: $id, input: $input) {\n      id\n      ...PostCard_post\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateComment($id: ID!, $text: String!) {\n    updateComment(id: $id, text: $text) {\n      id\n      ...CommentItem_comment\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateComment($id: ID!, $text: String!) {\n    updateComment(id: $id, text: $text) {\n      id\n      ...CommentItem_comment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportReasons {\n    reportReasons {\n      value\n      label\n    }\n  }\n"): (typeof documents)["\n  query ReportReasons {\n    reportReasons {\n      value\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportContent($input: ReportInput!) {\n    reportContent(input: $input)\n  }\n"): (typeof documents)["\n  mutation ReportContent($input: ReportInput!) {\n    reportContent(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommentReactions_comment on Comment {\n    id\n    reactions {\n      reactionType {\n        id\n        name\n        emoji\n      }\n      count\n      reactedByMe\n    }\n  }\n"): (typeof documents)["\n  fragment CommentReactions_comment on Comment {\n    id\n    reactions {\n      reactionType {\n        id\n        name\n        emoji\n      }\n      count\n      reactedByMe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleCommentReaction($commentId: ID!, $reactionTypeId: ID!) {\n    toggleCommentReaction(commentId: $commentId, reactionTypeId: $reactionTypeId) {\n      __typename\n      id\n      ...CommentReactions_comment\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleCommentReaction($commentId: ID!, $reactionTypeId: ID!) {\n    toggleCommentReaction(commentId: $commentId, reactionTypeId: $reactionTypeId) {\n      __typename\n      id\n      ...CommentReactions_comment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommentItem_comment on Comment {\n    id\n    postId\n    parentId\n    text\n    isReply\n    isShadowBanned\n    isDeleted\n    isFromBlockedMember\n    replyCount\n    createdAt\n    editedAt\n    owner {\n      id\n      username\n      profileColour\n      profileImage\n    }\n    ...CommentReactions_comment\n  }\n"): (typeof documents)["\n  fragment CommentItem_comment on Comment {\n    id\n    postId\n    parentId\n    text\n    isReply\n    isShadowBanned\n    isDeleted\n    isFromBlockedMember\n    replyCount\n    createdAt\n    editedAt\n    owner {\n      id\n      username\n      profileColour\n      profileImage\n    }\n    ...CommentReactions_comment\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostTopics {\n    topics {\n      id\n      title\n      description\n    }\n  }\n"): (typeof documents)["\n  query PostTopics {\n    topics {\n      id\n      title\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExplainReaction($reactionId: ID!, $explanation: String!) {\n    explainReaction(reactionId: $reactionId, explanation: $explanation) {\n      id\n      explanation\n    }\n  }\n"): (typeof documents)["\n  mutation ExplainReaction($reactionId: ID!, $explanation: String!) {\n    explainReaction(reactionId: $reactionId, explanation: $explanation) {\n      id\n      explanation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OwnCommentItem_comment on Comment {\n    id\n    postId\n    text\n    isReply\n    createdAt\n    editedAt\n    isShadowBanned\n  }\n"): (typeof documents)["\n  fragment OwnCommentItem_comment on Comment {\n    id\n    postId\n    text\n    isReply\n    createdAt\n    editedAt\n    isShadowBanned\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OwnPostItem_post on Post {\n    id\n    title\n    text\n    images\n    links\n    createdAt\n    editedAt\n    commentCount\n    isShadowBanned\n  }\n"): (typeof documents)["\n  fragment OwnPostItem_post on Post {\n    id\n    title\n    text\n    images\n    links\n    createdAt\n    editedAt\n    commentCount\n    isShadowBanned\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedPostItem_post on Post {\n    id\n    title\n    text\n    createdAt\n    commentCount\n    savedByMe\n    owner {\n      id\n      username\n    }\n  }\n"): (typeof documents)["\n  fragment SavedPostItem_post on Post {\n    id\n    title\n    text\n    createdAt\n    commentCount\n    savedByMe\n    owner {\n      id\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostCard_post on Post {\n    id\n    title\n    text\n    images\n    imageUrls {\n      ...SignedImage_signedUrl @unmask\n    }\n    links\n    createdAt\n    editedAt\n    isDeleted\n    commentCount\n    isShadowBanned\n    contentWarning\n    savedByMe\n    followedByMe\n    owner {\n      id\n      username\n      profileColour\n      profileImage\n    }\n    topics {\n      id\n      title\n      description\n    }\n    ...PostReactions_post\n  }\n"): (typeof documents)["\n  fragment PostCard_post on Post {\n    id\n    title\n    text\n    images\n    imageUrls {\n      ...SignedImage_signedUrl @unmask\n    }\n    links\n    createdAt\n    editedAt\n    isDeleted\n    commentCount\n    isShadowBanned\n    contentWarning\n    savedByMe\n    followedByMe\n    owner {\n      id\n      username\n      profileColour\n      profileImage\n    }\n    topics {\n      id\n      title\n      description\n    }\n    ...PostReactions_post\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostReactions_post on Post {\n    id\n    reactions {\n      reactionType {\n        id\n        name\n        emoji\n      }\n      count\n      reactedByMe\n    }\n  }\n"): (typeof documents)["\n  fragment PostReactions_post on Post {\n    id\n    reactions {\n      reactionType {\n        id\n        name\n        emoji\n      }\n      count\n      reactedByMe\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TogglePostReaction($postId: ID!, $reactionTypeId: ID!) {\n    togglePostReaction(postId: $postId, reactionTypeId: $reactionTypeId) {\n      __typename\n      post {\n        __typename\n        id\n        ...PostReactions_post\n      }\n      reaction {\n        id\n        reactionType {\n          id\n          name\n          emoji\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TogglePostReaction($postId: ID!, $reactionTypeId: ID!) {\n    togglePostReaction(postId: $postId, reactionTypeId: $reactionTypeId) {\n      __typename\n      post {\n        __typename\n        id\n        ...PostReactions_post\n      }\n      reaction {\n        id\n        reactionType {\n          id\n          name\n          emoji\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReactionToExplain {\n    reactionToExplain {\n      id\n      reactionType {\n        id\n        name\n        emoji\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReactionToExplain {\n    reactionToExplain {\n      id\n      reactionType {\n        id\n        name\n        emoji\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SuspensionNotice {\n    me {\n      id\n      suspendedUntil\n    }\n  }\n"): (typeof documents)["\n  query SuspensionNotice {\n    me {\n      id\n      suspendedUntil\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlockedMembers {\n    blockedMembers {\n      id\n      ...BlockedMember_author\n    }\n  }\n"): (typeof documents)["\n  query BlockedMembers {\n    blockedMembers {\n      id\n      ...BlockedMember_author\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnblockMember($userId: ID!) {\n    unblockMember(userId: $userId)\n  }\n"): (typeof documents)["\n  mutation UnblockMember($userId: ID!) {\n    unblockMember(userId: $userId)\n  }\n"];
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
export function graphql(source: "\n  fragment BlockedMember_author on Author {\n    id\n    username\n    profileColour\n    profileImage\n  }\n"): (typeof documents)["\n  fragment BlockedMember_author on Author {\n    id\n    username\n    profileColour\n    profileImage\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResourceTopics {\n    secondOpinionTopics {\n      id\n      ...ResourceTopicFilter_topic\n    }\n  }\n"): (typeof documents)["\n  query ResourceTopics {\n    secondOpinionTopics {\n      id\n      ...ResourceTopicFilter_topic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResourceTitleSearch($search: String!, $first: Int) {\n    secondOpinions(search: $search, first: $first) {\n      items {\n        id\n        title\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  query ResourceTitleSearch($search: String!, $first: Int) {\n    secondOpinions(search: $search, first: $first) {\n      items {\n        id\n        title\n      }\n      hasNextPage\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResourceArticle_secondOpinion on SecondOpinion {\n    id\n    title\n    text\n    author\n    createdAt\n    coverImage\n    link\n    linkTitle\n    featured\n    topics {\n      id\n      title\n      description\n    }\n  }\n"): (typeof documents)["\n  fragment ResourceArticle_secondOpinion on SecondOpinion {\n    id\n    title\n    text\n    author\n    createdAt\n    coverImage\n    link\n    linkTitle\n    featured\n    topics {\n      id\n      title\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResourceGridCard_secondOpinion on SecondOpinion {\n    id\n    title\n    text\n    author\n    featured\n    coverImage\n    topics {\n      id\n      title\n      description\n    }\n  }\n"): (typeof documents)["\n  fragment ResourceGridCard_secondOpinion on SecondOpinion {\n    id\n    title\n    text\n    author\n    featured\n    coverImage\n    topics {\n      id\n      title\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResourceTopicFilter_topic on Topic {\n    id\n    title\n    description\n  }\n"): (typeof documents)["\n  fragment ResourceTopicFilter_topic on Topic {\n    id\n    title\n    description\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrivacyCheckCounts($days: Int!) {\n    privacyCheckCounts(days: $days) {\n      kind\n      label\n      items\n    }\n  }\n"): (typeof documents)["\n  query PrivacyCheckCounts($days: Int!) {\n    privacyCheckCounts(days: $days) {\n      kind\n      label\n      items\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuickExitLogout {\n    logout\n  }\n"): (typeof documents)["\n  mutation QuickExitLogout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUpload($input: UploadInput!) {\n    createUpload(input: $input) {\n      signedPostUrl\n      objectId\n    }\n  }\n"): (typeof documents)["\n  mutation CreateUpload($input: UploadInput!) {\n    createUpload(input: $input) {\n      signedPostUrl\n      objectId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SignedImage_signedUrl on SignedUrl {\n    objectId\n    signedUrl\n    contentType\n    width\n    height\n    variants {\n      shape\n      width\n      height\n      signedUrl\n      contentType\n    }\n  }\n"): (typeof documents)["\n  fragment SignedImage_signedUrl on SignedUrl {\n    objectId\n    signedUrl\n    contentType\n    width\n    height\n    variants {\n      shape\n      width\n      height\n      signedUrl\n      contentType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SignedUrl($objectId: ID!) {\n    signedUrl(objectId: $objectId) {\n      ...SignedImage_signedUrl @unmask\n    }\n  }\n"): (typeof documents)["\n  query SignedUrl($objectId: ID!) {\n    signedUrl(objectId: $objectId) {\n      ...SignedImage_signedUrl @unmask\n    }\n  }\n"];
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