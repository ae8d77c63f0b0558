import { failingRules } from '@/components/form/rules';
import {
  hasPostContent,
  completeLink,
  LINK_INVALID,
  linkProblem,
  NEW_POST_DEFAULTS,
  newPostRules,
  POST_MESSAGES,
  toNewPostInput,
  type NewPostValues,
} from './create-post-values';

const values = (changes: Partial<NewPostValues>): NewPostValues => ({ ...NEW_POST_DEFAULTS, ...changes });
const imageId = '0123456789abcdef01234567';

describe('create post: when the Post button is enabled (spec §5)', () => {
  it('is not for an empty post, a title alone, topics alone or blank text', () => {
    expect(hasPostContent(values({}))).toBe(false);
    expect(hasPostContent(values({ title: 'Hello', topics: ['t1'] }))).toBe(false);
    expect(hasPostContent(values({ text: '  \n ' }))).toBe(false);
    expect(hasPostContent(values({ images: { s1: null } }))).toBe(false);
  });

  it('is with text, an uploaded image or a link', () => {
    expect(hasPostContent(values({ text: 'Anyone else?' }))).toBe(true);
    expect(hasPostContent(values({ images: { s1: null, s2: imageId } }))).toBe(true);
    expect(hasPostContent(values({ links: ['https://nhs.uk'] }))).toBe(true);
  });

  it('copes with values the form has not filled in yet', () => {
    expect(hasPostContent({})).toBe(false);
  });
});

describe('create post rules', () => {
  it('checks the server limits with its messages', () => {
    expect(failingRules(newPostRules, values({ text: 'ok' }))).toEqual({});
    expect(failingRules(newPostRules, values({ title: 'x'.repeat(201), text: 'y'.repeat(10_001) }))).toEqual({
      title: POST_MESSAGES.title,
      text: POST_MESSAGES.text,
    });
    expect(failingRules(newPostRules, values({ text: 'ok', topics: ['1', '2', '3', '4', '5', '6'] }))).toEqual({
      topics: POST_MESSAGES.topics,
    });
    expect(failingRules(newPostRules, values({ title: 'Only a title' }))).toEqual({ text: POST_MESSAGES.empty });
  });

  it('accepts only http(s) links, at most 5', () => {
    expect(linkProblem('https://www.nhs.uk/conditions', [])).toBeNull();
    expect(linkProblem('HTTP://example.org', [])).toBeNull();
    expect(linkProblem('javascript:alert(1)', [])).toBe(LINK_INVALID);
    expect(linkProblem('www.nhs.uk', [])).toBe(LINK_INVALID);
    expect(linkProblem('https://', [])).toBe(LINK_INVALID);
    expect(linkProblem('https://nhs', [])).toBe(LINK_INVALID);
    expect(linkProblem('https://six.example', ['1', '2', '3', '4', '5'])).toBe(POST_MESSAGES.links);
  });

  it('sends trimmed text and the uploaded images in order', () => {
    expect(
      toNewPostInput(
        values({
          title: ' Hot flushes ',
          text: ' Any tips? ',
          images: { s1: 'b'.repeat(24), s2: null, s3: imageId },
          links: ['https://nhs.uk'],
          topics: ['t1'],
        }),
      ),
    ).toEqual({
      title: 'Hot flushes',
      text: 'Any tips?',
      images: ['b'.repeat(24), imageId],
      links: ['https://nhs.uk'],
      topics: ['t1'],
    });
  });
});

describe('completeLink', () => {
  it('adds https:// to a bare domain, and leaves other schemes for the check to refuse', () => {
    expect(completeLink(' nhs.uk/conditions/menopause ')).toBe('https://nhs.uk/conditions/menopause');
    expect(completeLink('www.nhs.uk')).toBe('https://www.nhs.uk');
    expect(completeLink('http://example.org')).toBe('http://example.org');
    expect(completeLink('HTTPS://Example.org')).toBe('HTTPS://Example.org');
    expect(completeLink('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(linkProblem(completeLink('javascript:alert(1)'), [])).toBe(LINK_INVALID);
    expect(linkProblem(completeLink('nhs.uk'), [])).toBeNull();
    expect(linkProblem(completeLink('menopause'), [])).toBe(LINK_INVALID);
  });
});
