import type { Rule } from '@/components/form/rules';
import type { NewPostInput } from '@/gql/graphql';

/** The create-post form's values. */
export type NewPostValues = {
  title: string;
  text: string;
  /** Topic ids. */
  topics: string[];
  /** Uploaded image ids by slot, in the order the slots were added; null for an empty or removed slot. */
  images: Record<string, string | null>;
  links: string[];
  /** A short warning readers see before the post (issue 20); empty for none. */
  contentWarning: string;
};

export const NEW_POST_DEFAULTS: NewPostValues = {
  title: '',
  text: '',
  topics: [],
  images: {},
  links: [],
  contentWarning: '',
};

/** The server's limits (issue 8 contract; the content warning: issue 20). */
export const POST_LIMITS = { title: 200, text: 10_000, images: 4, links: 5, topics: 5, contentWarning: 80 } as const;

/** The server's messages for them (issue 8 contract), shown before sending too. */
export const POST_MESSAGES = {
  empty: 'Please add some text, an image or a link.',
  title: 'Titles can be at most 200 characters.',
  text: 'Posts can be at most 10,000 characters.',
  linkScheme: 'Links must start with http:// or https://.',
  links: 'A post can have at most 5 links.',
  images: 'A post can have at most 4 images.',
  topics: 'A post can have at most 5 topics.',
  contentWarning: 'A content warning can be at most 80 characters.',
} as const;

/** The uploaded images, in order. */
export const imageIds = (values: Pick<NewPostValues, 'images'>) =>
  Object.values(values.images ?? {}).filter((id): id is string => typeof id === 'string' && id !== '');

/** Spec §5 "Create post": the Post button is enabled only when text, images or links exist. */
export function hasPostContent(values: Partial<NewPostValues>): boolean {
  return (
    (values.text ?? '').trim() !== '' || imageIds({ images: values.images ?? {} }).length > 0 || (values.links ?? []).length > 0
  );
}

/** Whether she has written anything worth keeping: words, an image or a link (topics alone are not). */
export function hasPostWords(values: Partial<NewPostValues>): boolean {
  return (values.title ?? '').trim() !== '' || hasPostContent(values);
}

/**
 * A kept draft as the form's values: only topics that still exist, and the images under slot
 * keys of their own (a new upload slot's key never meets one).
 */
export function restoredPostValues(draft: Partial<NewPostValues>, knownTopics: ReadonlySet<string>): NewPostValues {
  return {
    title: typeof draft.title === 'string' ? draft.title : '',
    text: typeof draft.text === 'string' ? draft.text : '',
    topics: (Array.isArray(draft.topics) ? draft.topics : []).filter((id) => knownTopics.has(id)).slice(0, POST_LIMITS.topics),
    images: Object.fromEntries(imageIds({ images: draft.images ?? {} }).map((id, index) => [`d${index}`, id])),
    links: (Array.isArray(draft.links) ? draft.links : []).filter((link) => typeof link === 'string'),
    contentWarning: typeof draft.contentWarning === 'string' ? draft.contentWarning : '',
  };
}

/** A post's content as the edit form's values (images under slot keys of their own). */
export function editPostValues(post: {
  title: string;
  text: string;
  images: readonly string[];
  links: readonly string[];
  topics: readonly { id: string }[];
  contentWarning?: string | null;
}): NewPostValues {
  return {
    contentWarning: post.contentWarning ?? '',
    title: post.title,
    text: post.text,
    topics: post.topics.map((topic) => topic.id),
    images: Object.fromEntries(post.images.map((id, index) => [`e${index}`, id])),
    links: [...post.links],
  };
}

export const newPostRules: readonly Rule<NewPostValues>[] = [
  { field: 'title', check: (title) => title.trim().length <= POST_LIMITS.title, prompt: POST_MESSAGES.title },
  { field: 'text', check: (text) => text.trim().length <= POST_LIMITS.text, prompt: POST_MESSAGES.text },
  { field: 'text', check: (_text, values) => hasPostContent(values), prompt: POST_MESSAGES.empty },
  { field: 'topics', check: (topics) => topics.length <= POST_LIMITS.topics, prompt: POST_MESSAGES.topics },
  {
    field: 'contentWarning',
    check: (warning) => warning.trim().length <= POST_LIMITS.contentWarning,
    prompt: POST_MESSAGES.contentWarning,
  },
];

/** The links box's hint and its error say the same thing (issue 36): what a link may look like. */
export const LINK_HINT = `Up to ${POST_LIMITS.links} links to helpful pages: a web address like nhs.uk (https:// is added for you).`;
export const LINK_INVALID = 'Please enter a web address like nhs.uk or https://www.nhs.uk.';

/**
 * The link as it will be added: trimmed, and a bare domain ("nhs.uk/menopause") given
 * `https://`, as browsers do with an address typed without one. Anything naming another scheme
 * (`javascript:`, `mailto:`) is left as it is, for `linkProblem` to refuse.
 */
export function completeLink(link: string): string {
  const trimmed = link.trim();
  if (!trimmed || /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/\//, '')}`;
}

/** What is wrong with a link she is adding (once completed by `completeLink`), or null when it can be added. */
export function linkProblem(link: string, links: readonly string[]): string | null {
  if (links.length >= POST_LIMITS.links) return POST_MESSAGES.links;
  if (!/^https?:\/\//i.test(link)) return LINK_INVALID;
  try {
    const url = new URL(link);
    // A web address names a site: a dot and a top-level name ("nhs.uk"), not a lone word.
    if (!/\.[a-z]{2,}$/i.test(url.hostname) && !/^\d+(\.\d+){3}$/.test(url.hostname)) return LINK_INVALID;
  } catch {
    return LINK_INVALID;
  }
  return null;
}

/** The values as `createPost` takes them (a content warning only when there is one). */
export function toNewPostInput(values: NewPostValues): NewPostInput {
  const contentWarning = (values.contentWarning ?? '').trim();
  return {
    title: values.title.trim(),
    text: values.text.trim(),
    images: imageIds(values),
    links: values.links,
    topics: values.topics,
    ...(contentWarning ? { contentWarning } : {}),
  };
}

/** The fields the server's BAD_USER_INPUT errors name (`extensions.field`). */
export const NEW_POST_FIELDS = ['title', 'text', 'images', 'links', 'topics', 'contentWarning'] as const;
