import {
  auditTargetLink,
  auditTargetOpenText,
  contentTypeLabel,
  reportStatusFilterValue,
  reportStatusLabel,
  reportStatusOptions,
} from './cell-texts';

describe('report cells', () => {
  it('shows delivered / flagged / completed as outstanding / flagged / complete (spec §4)', () => {
    expect(reportStatusLabel('DELIVERED')).toBe('outstanding');
    expect(reportStatusLabel('FLAGGED')).toBe('flagged');
    expect(reportStatusLabel('COMPLETED')).toBe('complete');
  });

  it('filters on the stored status text', () => {
    expect(reportStatusFilterValue('DELIVERED')).toBe('delivered');
    expect(reportStatusFilterValue('COMPLETED')).toBe('completed');
  });

  it('offers only the statuses present, in workflow order', () => {
    expect(reportStatusOptions(['COMPLETED', 'DELIVERED'])).toEqual([
      { value: 'delivered', label: 'outstanding' },
      { value: 'completed', label: 'complete' },
    ]);
    expect(reportStatusOptions([])).toEqual([]);
  });

  it('names the content type', () => {
    expect(contentTypeLabel('POST')).toBe('Post');
    expect(contentTypeLabel('COMMENT')).toBe('Comment');
  });
});

describe('audit targets', () => {
  it('links to the screens that exist while the item does', () => {
    expect(auditTargetLink('report', true)).toBe('report');
    expect(auditTargetLink('post', true)).toBe('post');
    expect(auditTargetLink('resource', true)).toBe('resource');
    expect(auditTargetLink('user', true)).toBe('member');
    expect(auditTargetLink('post', false)).toBeNull();
    expect(auditTargetLink('comment', true)).toBeNull();
    expect(auditTargetLink('reaction', true)).toBeNull();
  });

  it('says what a link opens', () => {
    expect(auditTargetOpenText('post', 'Six months')).toBe('Open the post Six months');
    expect(auditTargetOpenText('user', null)).toBe('Open the member');
    expect(auditTargetOpenText('resource', 'Sleep')).toBe('Open the Second Opinion Sleep');
  });
});
