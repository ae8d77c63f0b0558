import {
  auditTargetLink,
  auditTargetText,
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
  it('links to the screens that exist, not to users or deleted things', () => {
    expect(auditTargetLink('report', 'report.status')).toBe('report');
    expect(auditTargetLink('post', 'post.shadow_ban')).toBe('post');
    expect(auditTargetLink('resource', 'resource.update')).toBe('resource');
    expect(auditTargetLink('topic', 'topic.delete')).toBeNull();
    expect(auditTargetLink('user', 'user.delete')).toBeNull();
  });

  it('reads as the type and the id', () => {
    expect(auditTargetText('post', '6741f3a2b9c8d7e6f5a4b3c2')).toBe('post 6741f3a2b9c8d7e6f5a4b3c2');
  });
});
