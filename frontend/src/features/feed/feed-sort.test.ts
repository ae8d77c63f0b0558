import { describe, expect, it } from 'vitest';
import { feedHeading, feedOrderFromParams, noTopText, topicListHeading, withFeedOrder } from './feed-sort';

describe('the feed order in the URL', () => {
  it('reads New by default and Top with its period, ignoring what it does not know', () => {
    expect(feedOrderFromParams(new URLSearchParams(''))).toEqual({ sort: 'NEW', period: 'WEEK' });
    expect(feedOrderFromParams(new URLSearchParams('sort=top&t=month'))).toEqual({ sort: 'TOP', period: 'MONTH' });
    expect(feedOrderFromParams(new URLSearchParams('sort=TOP&t=all'))).toEqual({ sort: 'TOP', period: 'ALL_TIME' });
    expect(feedOrderFromParams(new URLSearchParams('sort=best&t=year'))).toEqual({ sort: 'NEW', period: 'WEEK' });
  });

  it('writes Top and its period beside the other parameters, and nothing for New', () => {
    const params = new URLSearchParams('filter=popular');
    expect(withFeedOrder(params, { sort: 'TOP', period: 'ALL_TIME' }).toString()).toBe('filter=popular&sort=top&t=all');
    expect(withFeedOrder(new URLSearchParams('filter=all&sort=top&t=week'), { sort: 'NEW', period: 'WEEK' }).toString()).toBe(
      'filter=all',
    );
  });

  it('says what each view is', () => {
    expect(feedHeading('INTERESTS', { sort: 'NEW', period: 'WEEK' })).toBe('Newest in your topics');
    expect(feedHeading('POPULAR', { sort: 'NEW', period: 'WEEK' })).toBe('Newest in popular topics');
    expect(feedHeading('POPULAR', { sort: 'TOP', period: 'WEEK' })).toBe('Top in popular topics this week');
    expect(feedHeading('ALL', { sort: 'TOP', period: 'ALL_TIME' })).toBe('Top in all topics of all time');
    expect(topicListHeading({ sort: 'TOP', period: 'MONTH' })).toBe('Top posts this month');
    expect(noTopText({ sort: 'TOP', period: 'WEEK' })).toBe('No posts this week yet.');
  });
});
