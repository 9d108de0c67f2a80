import { describe, expect, it } from 'vitest';
import { sanitizeNewsMarkup } from './sanitize-news.ts';

describe('sanitizeNewsMarkup', () => {
  it('keeps the formatting the editor writes', () => {
    const markup =
      '<h2>Title</h2><h3>Sub</h3><h4>Small</h4><p>Text <strong>bold</strong> <em>it</em> <u>u</u> <s>s</s> <code>x</code><br>next</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>quote</p></blockquote><pre><code>code</code></pre>' +
      '<p><a href="https://example.com/a?b=1&amp;c=2">web</a> <a href="http://example.com">plain</a> <a href="mailto:office@example.com">mail</a></p>';
    expect(sanitizeNewsMarkup(markup)).toBe(markup.replace('<br>', '<br />'));
  });

  it('drops scripts, styles and frames with their content', () => {
    expect(
      sanitizeNewsMarkup(
        '<p>Hello</p><script>alert(1)</script><style>p{color:red}</style><iframe src="https://evil.example"></iframe>',
      ),
    ).toBe('<p>Hello</p>');
  });

  it('drops event handler attributes and any attribute but a link', () => {
    expect(sanitizeNewsMarkup('<p onclick="steal()" style="color:red" class="x">Hi</p>')).toBe(
      '<p>Hi</p>',
    );
    expect(sanitizeNewsMarkup('<img src="x" onerror="alert(1)"><p>Pic</p>')).toBe('<p>Pic</p>');
    expect(
      sanitizeNewsMarkup('<a href="https://example.com" onmouseover="x()" target="_blank">a</a>'),
    ).toBe('<a href="https://example.com">a</a>');
  });

  it('keeps no javascript:, data: or relative links', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'jav&#x61;script:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:x',
      '//evil.example/',
      '/admin',
    ]) {
      expect(sanitizeNewsMarkup(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
  });

  it('maps other spellings of the same formatting and drops unknown tags, keeping their text', () => {
    expect(sanitizeNewsMarkup('<b>b</b><i>i</i><strike>s</strike><h1>H</h1><div>d</div>')).toBe(
      '<strong>b</strong><em>i</em><s>s</s><h2>H</h2>d',
    );
  });
});
