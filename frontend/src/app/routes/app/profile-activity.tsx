import { MessagesSquare, SquarePen } from 'lucide-react';
import type { LoaderFunctionArgs } from 'react-router';
import { profileTabs } from '@/app/layouts/profile-tabs';
import { requireUser } from '@/app/guards';
import { SectionTabs } from '@/components/navigation/section-tabs';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useCursorList } from '@/features/feed/hooks/use-cursor-list';
import { OwnCommentItem } from '@/features/posts/components/own-words/own-comment-item';
import { OwnList } from '@/features/posts/components/own-words/own-list';
import { OwnPostItem } from '@/features/posts/components/own-words/own-post-item';
import { graphql } from '@/gql';

/** How many of her posts or comments load at a time. */
export const OWN_WORDS_PAGE_SIZE = 10;

export const NO_POSTS_YET = "You haven't posted anything yet. When you share something, you'll find it here.";
export const NO_COMMENTS_YET =
  "You haven't joined a conversation yet. Your comments and replies will be gathered here.";

const MyPostsQuery = graphql(`
  query MyPosts($first: Int, $after: String) {
    myPosts(first: $first, after: $after) {
      items {
        id
        ...OwnPostItem_post
      }
      hasNextPage
      endCursor
    }
  }
`);

const MyCommentsQuery = graphql(`
  query MyComments($first: Int, $after: String) {
    myComments(first: $first, after: $after) {
      items {
        id
        ...OwnCommentItem_comment
      }
      hasNextPage
      endCursor
    }
  }
`);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

function YourPosts() {
  const list = useCursorList(MyPostsQuery, { first: OWN_WORDS_PAGE_SIZE }, (data) => data.myPosts);
  return (
    <OwnList
      icon={SquarePen}
      title="Your posts"
      noun="posts"
      list={list}
      empty={
        <div className="flex flex-col items-center gap-4">
          <p>{NO_POSTS_YET}</p>
          <ButtonLink to={paths.app.newPost.getHref()}>
            <SquarePen aria-hidden="true" className="size-4" />
            Add Your Voice
          </ButtonLink>
        </div>
      }
      renderItem={(post) => <OwnPostItem post={post} />}
    />
  );
}

function YourComments() {
  const list = useCursorList(MyCommentsQuery, { first: OWN_WORDS_PAGE_SIZE }, (data) => data.myComments);
  return (
    <OwnList
      icon={MessagesSquare}
      title="Your comments"
      noun="comments"
      list={list}
      empty={<p>{NO_COMMENTS_YET}</p>}
      renderItem={(comment) => <OwnCommentItem comment={comment} />}
    />
  );
}

/**
 * Everything she wrote, in one place: her posts and her comments and replies, newest first,
 * with "Load more"; the ones under review are marked. Each opens where it was written.
 */
export function Component() {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Your Profile" description="Everything you've written, in one place. Only you see this page." />
      <SectionTabs label="Profile sections" tabs={profileTabs} />
      <div className="space-y-6">
        <YourPosts />
        <YourComments />
      </div>
    </div>
  );
}
