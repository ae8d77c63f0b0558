import { required, type Rule } from '@/components/form/rules';

/** Spec §5 "Admin resource: title required" (the contract's message). */
export const TITLE_REQUIRED = 'Title is required';
export const LINK_INVALID = 'Please enter a full web address, starting with http:// or https://';
export const SECOND_OPINION_SAVED = 'Second Opinion saved';

/** Contract: at most 10 topics. */
export const MAX_TOPICS = 10;

export type SecondOpinionValues = {
  title: string;
  text: string;
  coverImage: string | null;
  link: string;
  linkTitle: string;
  featured: boolean;
  author: string;
  topicIds: string[];
};

export const EMPTY: SecondOpinionValues = {
  title: '',
  text: '',
  coverImage: null,
  link: '',
  linkTitle: '',
  featured: false,
  author: '',
  topicIds: [],
};

const isWebAddress = (value: string) => {
  if (!value.trim()) return true;
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

export const rules: Rule<SecondOpinionValues>[] = [
  required('title', TITLE_REQUIRED),
  { field: 'link', check: isWebAddress, prompt: LINK_INVALID },
];

/** SecondOpinionInput's field names are the form's own. */
export const SERVER_FIELDS = Object.fromEntries(Object.keys(EMPTY).map((name) => [name, name]));

/** An optional text as the server takes it: null when blank. */
export const optional = (value: string) => value.trim() || null;
