import { matchPath } from 'react-router';
import { NEW_ID, paths, safeLocalPath } from './paths';

describe('paths link builders', () => {
  it('builds member links that match their own route pattern', () => {
    const href = paths.app.topic.getHref('65f0c0ffee0000000000abcd');
    expect(href).toBe('/topic/65f0c0ffee0000000000abcd');
    expect(matchPath(paths.app.topic.path, href)?.params).toEqual({
      topicId: '65f0c0ffee0000000000abcd',
    });
    expect(paths.app.resource.getHref('r1')).toBe('/resource/r1');
  });

  it('encodes ids so a hostile id cannot escape its path segment', () => {
    expect(paths.app.post.getHref('a/b?c')).toBe('/post/a%2Fb%3Fc');
    expect(paths.admin.report.getHref('x y')).toBe('/admin/report/x%20y');
  });

  it('links the notifications list', () => {
    expect(paths.app.notifications.getHref()).toBe('/notifications');
  });

  it('adds the comments query only when asked', () => {
    expect(paths.app.post.getHref('p1')).toBe('/post/p1');
    expect(paths.app.post.getHref('p1', { comments: true })).toBe('/post/p1?comments=true');
  });

  it('can tick a topic on the new-post form', () => {
    expect(paths.app.newPost.getHref()).toBe('/new-post');
    expect(paths.app.newPost.getHref('t 1')).toBe('/new-post?topic=t+1');
  });

  it('builds admin form links, including the "new" form', () => {
    expect(paths.admin.topic.getHref(NEW_ID)).toBe('/admin/topic/new');
    expect(paths.admin.resource.getHref('r9')).toBe('/admin/resource/r9');
    expect(paths.admin.post.getHref('p9')).toBe('/admin/post/p9');
  });

  it('puts the reset token and id in the query string', () => {
    const href = paths.auth.resetPassword.getHref('t+k/=', 'u1');
    const url = new URL(href, 'http://localhost');
    expect(url.pathname).toBe(paths.auth.resetPassword.path);
    expect(url.searchParams.get('token')).toBe('t+k/=');
    expect(url.searchParams.get('id')).toBe('u1');
  });

  it('keeps only a useful, same-site page to return to after login', () => {
    expect(paths.auth.login.getHref()).toBe('/login');
    expect(paths.auth.login.getHref('/post/p1?comments=true')).toBe('/login?next=%2Fpost%2Fp1%3Fcomments%3Dtrue');
    for (const next of ['/', '/logout', '/login?next=%2Fx', '//evil.example', '/\\evil', 'https://evil.example']) {
      expect(paths.auth.login.getHref(next)).toBe('/login');
    }
    expect(safeLocalPath('/about')).toBe('/about');
    expect(safeLocalPath('https://evil.example/')).toBeNull();
  });
});
