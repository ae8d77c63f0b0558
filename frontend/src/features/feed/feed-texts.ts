/** Spec §2 Feed: the empty state. */
export const NO_POSTS_TEXT = 'No posts available';

/** Spec §2 Feed "Showing N posts": N is how many items are loaded (posts and resources). */
export const showingText = (count: number) => `Showing ${count} ${count === 1 ? 'post' : 'posts'}`;

/** The end of a feed with posts in it: nothing more to load. */
export const CAUGHT_UP_TEXT = "You're all caught up";
