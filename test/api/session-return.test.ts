import { describe, expect, it } from 'vitest';
import { inAppPath, RETURN_PATH_MAX } from '../../api/session-return.ts';

// Issue 10: the path a trainee returns to after logging in is a path of this app, never another
// site (an open redirect), a scheme, or /login and /restore themselves (api/session-return.ts).
describe('inAppPath', () => {
  it.each(['/', '/exams', '/exams/passage/7/2', '/exams/passed/5', '/news?page=2', '/legal/terms'])('keeps %s', (path) => {
    expect(inAppPath(path)).toBe(path);
  });

  it('drops a fragment and keeps the query', () => {
    expect(inAppPath('/news?page=2#top')).toBe('/news?page=2');
  });

  it('normalises dot segments on this origin', () => {
    expect(inAppPath('/exams/../news')).toBe('/news');
  });

  it.each([
    ['an absolute URL', 'https://evil.example/phish'],
    ['another scheme', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>1</script>'],
    ['a protocol-relative URL', '//evil.example/phish'],
    ['a backslash read as a slash', '/\\evil.example'],
    ['a backslash first', '\\\\evil.example'],
    ['a tab inside (browsers drop it)', '/\t/evil.example'],
    ['a newline inside', '/exams\n//evil.example'],
    ['a leading space', ' /exams'],
    ['a relative path', 'exams/passage/7/2'],
    ['the login page (a loop)', '/login'],
    ['the restore page (a loop)', '/restore'],
    ['the empty string', ''],
    ['a path longer than the limit', `/${'a'.repeat(RETURN_PATH_MAX)}`],
  ])('refuses %s', (_, raw) => {
    expect(inAppPath(raw)).toBeNull();
  });

  it.each([null, undefined, 42, {}, ['/exams']])('refuses a non-string %j', (raw) => {
    expect(inAppPath(raw)).toBeNull();
  });
});
