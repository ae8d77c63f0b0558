import { canSearchTopics, feedFilterFromParam, feedFilterParam, FEED_FILTERS } from './feed-filter';

describe('the feed topic filter', () => {
  it('offers Interests, Popular and All, in that order', () => {
    expect(FEED_FILTERS.map((filter) => filter.label)).toEqual(['Interests', 'Popular', 'All']);
  });

  it('defaults to Interests, and reads the others from the URL', () => {
    expect(feedFilterFromParam(null)).toBe('INTERESTS');
    expect(feedFilterFromParam('nonsense')).toBe('INTERESTS');
    expect(feedFilterFromParam('popular')).toBe('POPULAR');
    expect(feedFilterFromParam('ALL')).toBe('ALL');
  });

  it('keeps the URL clean for the default', () => {
    expect(feedFilterParam('INTERESTS')).toBeNull();
    expect(feedFilterParam('POPULAR')).toBe('popular');
    for (const { value } of FEED_FILTERS) expect(feedFilterFromParam(feedFilterParam(value))).toBe(value);
  });

  it('searches topics only for All and Popular', () => {
    expect(canSearchTopics('INTERESTS')).toBe(false);
    expect(canSearchTopics('POPULAR')).toBe(true);
    expect(canSearchTopics('ALL')).toBe(true);
  });
});
