import type { NotificationKind } from '@/gql/graphql';
import {
  bellLabel,
  excerpt,
  notificationQuote,
  notificationSentence,
  opensAtComments,
  type NotificationFacts,
} from './notification-texts';
import { CLOCK_SLACK_MS, isNewThisVisit } from './read-state';

const post = { title: 'Night sweats', text: 'Does anyone else wake up drenched?' };
const comment = { text: 'Same here, every night.', isDeleted: false, isShadowBanned: false };
const facts = (kind: NotificationKind, overrides: Partial<NotificationFacts> = {}): NotificationFacts => ({
  kind,
  actorCount: 1,
  post,
  comment: null,
  ...overrides,
});

describe('notificationSentence', () => {
  it.each<[string, NotificationFacts, string]>([
    ['a comment', facts('COMMENT_ON_POST', { comment }), 'A member commented on your post “Night sweats”.'],
    ['a reply', facts('REPLY_TO_COMMENT', { comment }), 'A member replied to your comment on “Night sweats”.'],
    ['one reaction to a post', facts('REACTION_ON_POST'), 'A member reacted to your post “Night sweats”.'],
    ['a batch of reactions to a post', facts('REACTION_ON_POST', { actorCount: 3 }), '3 members reacted to your post “Night sweats”.'],
    ['reactions to a comment', facts('REACTION_ON_COMMENT', { actorCount: 2, comment }), '2 members reacted to your comment on “Night sweats”.'],
    ['a hidden post', facts('CONTENT_HIDDEN'), 'Your post “Night sweats” was hidden while a moderator reviews it.'],
    ['a hidden comment', facts('CONTENT_HIDDEN', { comment }), 'Your comment on “Night sweats” was hidden while a moderator reviews it.'],
    ['a restored post', facts('CONTENT_RESTORED'), "A moderator has reviewed your post “Night sweats”: it's visible again."],
    ['a restored comment', facts('CONTENT_RESTORED', { comment }), "A moderator has reviewed your comment on “Night sweats”: it's visible again."],
  ])('says what happened: %s', (_, notification, sentence) => {
    expect(notificationSentence(notification)).toBe(sentence);
  });

  it('names an untitled post by its words, and a post that is gone by nothing', () => {
    expect(notificationSentence(facts('REACTION_ON_POST', { post: { title: ' ', text: 'Does anyone\nelse wake up?' } }))).toBe(
      'A member reacted to your post “Does anyone else wake up?”.',
    );
    expect(notificationSentence(facts('COMMENT_ON_POST', { post: null }))).toBe('A member commented on your post.');
    expect(notificationSentence(facts('REPLY_TO_COMMENT', { post: null }))).toBe('A member replied to your comment.');
    expect(notificationSentence(facts('CONTENT_HIDDEN', { post: null }))).toBe('Your post was hidden while a moderator reviews it.');
  });

  it('shortens a long title at a word', () => {
    const title = 'Word '.repeat(40).trim();
    const sentence = notificationSentence(facts('REACTION_ON_POST', { post: { title, text: '' } }));
    expect(sentence).toMatch(/^A member reacted to your post “(Word ){10,}Word…”\.$/);
    expect(sentence.length).toBeLessThan(120);
  });
});

describe('notificationQuote', () => {
  it('quotes the comment, shortened, on one line', () => {
    expect(notificationQuote(facts('COMMENT_ON_POST', { comment }))).toBe('Same here, every night.');
    const long = { ...comment, text: `${'a'.repeat(100)}\n\n${'b '.repeat(60)}` };
    const quote = notificationQuote(facts('REPLY_TO_COMMENT', { comment: long })) ?? '';
    expect(quote).not.toContain('\n');
    expect(quote.endsWith('…')).toBe(true);
    expect(quote.length).toBeLessThanOrEqual(120);
  });

  it('quotes nothing for a deleted comment, or for placeholder text of someone else’s comment under review', () => {
    expect(notificationQuote(facts('REACTION_ON_POST'))).toBeNull();
    expect(notificationQuote(facts('COMMENT_ON_POST', { comment: { ...comment, text: '', isDeleted: true } }))).toBeNull();
    const underReview = { ...comment, isShadowBanned: true };
    expect(notificationQuote(facts('REPLY_TO_COMMENT', { comment: underReview }))).toBeNull();
    // Her own comment under review: she still sees her words.
    expect(notificationQuote(facts('CONTENT_HIDDEN', { comment: underReview }))).toBe('Same here, every night.');
  });
});

describe('opensAtComments', () => {
  it('opens the comments for every kind about a comment, the post otherwise', () => {
    expect(opensAtComments(facts('COMMENT_ON_POST', { comment }))).toBe(true);
    expect(opensAtComments(facts('REPLY_TO_COMMENT', { comment }))).toBe(true);
    expect(opensAtComments(facts('REACTION_ON_COMMENT', { comment }))).toBe(true);
    expect(opensAtComments(facts('CONTENT_HIDDEN', { comment }))).toBe(true);
    expect(opensAtComments(facts('CONTENT_RESTORED', { comment }))).toBe(true);
    expect(opensAtComments(facts('REACTION_ON_POST'))).toBe(false);
    expect(opensAtComments(facts('CONTENT_HIDDEN'))).toBe(false);
    expect(opensAtComments(facts('CONTENT_RESTORED'))).toBe(false);
  });
});

describe('excerpt', () => {
  it('keeps a short text and cuts a long one', () => {
    expect(excerpt('  two\n words ', 10)).toBe('two words');
    expect(excerpt('the quick brown fox jumps over', 20)).toBe('the quick brown fox…');
    expect(excerpt('the quick brown fox jumps over', 22)).toBe('the quick brown fox…');
    expect(excerpt('abcdefghijklmnop', 8)).toBe('abcdefg…');
  });
});

describe('bellLabel', () => {
  it('says the number only, with 99 at most', () => {
    expect(bellLabel(null)).toBe('Notifications');
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    expect(bellLabel(100)).toBe('Notifications, more than 99 unread');
  });
});

describe('isNewThisVisit', () => {
  const opened = Date.parse('2026-03-01T12:00:00Z');
  it('keeps what was unread on opening marked as new', () => {
    expect(isNewThisVisit({ readAt: null, loadedLater: false }, opened)).toBe(true);
    expect(isNewThisVisit({ readAt: '2026-03-01T11:59:59Z', loadedLater: false }, opened)).toBe(false);
  });

  it('counts a later page’s ones read during this visit as new', () => {
    expect(isNewThisVisit({ readAt: '2026-03-01T12:00:01Z', loadedLater: true }, opened)).toBe(true);
    const slack = new Date(opened - CLOCK_SLACK_MS).toISOString();
    expect(isNewThisVisit({ readAt: slack, loadedLater: true }, opened)).toBe(true);
    expect(isNewThisVisit({ readAt: '2026-02-28T09:00:00Z', loadedLater: true }, opened)).toBe(false);
  });
});
