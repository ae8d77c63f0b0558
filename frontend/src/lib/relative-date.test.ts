import { fullDate, relativeDate } from './relative-date';

const now = Date.parse('2026-03-20T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MINUTE = 60_000;

describe('relativeDate', () => {
  it.each([
    [ago(10_000), 'just now'],
    [ago(-30_000), 'just now'],
    [ago(5 * MINUTE), '5 minutes ago'],
    [ago(MINUTE), '1 minute ago'],
    [ago(60 * MINUTE), '1 hour ago'],
    [ago(2 * 60 * MINUTE), '2 hours ago'],
    [ago(23 * 60 * MINUTE), '23 hours ago'],
    [ago(24 * 60 * MINUTE), 'yesterday'],
    [ago(47 * 60 * MINUTE), 'yesterday'],
    [ago(48 * 60 * MINUTE), '2 days ago'],
    [ago(3 * 24 * 60 * MINUTE), '3 days ago'],
    [ago(6 * 24 * 60 * MINUTE), '6 days ago'],
    ['2026-03-01T08:00:00Z', 'Mar 1'],
    ['2025-12-24T08:00:00Z', 'Dec 24, 2025'],
    ['not a date', ''],
  ])('%s reads "%s"', (iso, text) => {
    expect(relativeDate(iso, now)).toBe(text);
  });

  it('gives the full date and time for a tooltip', () => {
    expect(fullDate('2026-03-01T08:05:00Z')).toBe('March 1, 2026 at 8:05 AM');
    expect(fullDate('2026-11-30T00:00:00Z')).toBe('November 30, 2026 at 12:00 AM');
    expect(fullDate('2026-06-15T12:30:00Z')).toBe('June 15, 2026 at 12:30 PM');
    expect(fullDate('2026-06-15T23:59:00Z')).toBe('June 15, 2026 at 11:59 PM');
    expect(fullDate('nope')).toBe('');
  });
});
