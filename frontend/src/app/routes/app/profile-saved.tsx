import { Bookmark } from 'lucide-react';
import type { LoaderFunctionArgs } from 'react-router';
import { profileTabs } from '@/app/layouts/profile-tabs';
import { requireUser } from '@/app/guards';
import { SectionTabs } from '@/components/navigation/section-tabs';
import { PageHeader } from '@/components/ui/page-header';
import { useCursorList } from '@/features/feed/hooks/use-cursor-list';
import { OwnList } from '@/features/posts/components/own-words/own-list';
import { SavedPostItem } from '@/features/posts/components/own-words/saved-post-item';
import { graphql } from '@/gql';

/** How many saved posts load at a time. */
export const SAVED_PAGE_SIZE = 10;

export const NO_SAVED_YET =
  'Nothing saved yet. Choose Save in a post’s ⋮ menu or on its page, and you’ll find it here.';

const SavedPostsQuery = graphql(`
  query SavedPosts($first: Int, $after: String) {
    savedPosts(first: $first, after: $after) {
      items {
        id
        ...SavedPostItem_post
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

/**
 * The posts she saved, newest saved first, with "Load more"; only those she may still see
 * (a post hidden for review or deleted drops out). Nobody else can see this list.
 */
export function Component() {
  const list = useCursorList(SavedPostsQuery, { first: SAVED_PAGE_SIZE }, (data) => data.savedPosts);
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Your Profile" description="The posts you saved. Only you see this page." />
      <SectionTabs label="Profile sections" tabs={profileTabs} />
      <OwnList
        icon={Bookmark}
        title="Saved posts"
        noun="saved posts"
        list={list}
        empty={<p>{NO_SAVED_YET}</p>}
        renderItem={(post) => <SavedPostItem post={post} />}
      />
    </div>
  );
}
