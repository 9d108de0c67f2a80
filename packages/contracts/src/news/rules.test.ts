import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newsPreview, stripMarkup } from './rules.ts';

const ellipsis = '…';

describe('stripMarkup', () => {
  it('removes tags, leaving a space where a block ends', () => {
    expect(stripMarkup('<p>Sports <strong>day</strong></p><p>on Friday</p>')).toBe(
      'Sports day on Friday',
    );
    expect(stripMarkup('<ul><li>One</li><li>Two</li></ul>')).toBe('One Two');
    expect(stripMarkup('Line<br>break')).toBe('Line break');
    expect(stripMarkup('<a href="https://example.com">link</a>s')).toBe('links');
  });

  it('decodes entities, so escaped text shows as written', () => {
    expect(stripMarkup('Tom &amp; Jerry &lt;b&gt; &quot;x&quot; &#39;y&#x27;&nbsp;z')).toBe(
      `Tom & Jerry <b> "x" 'y' z`,
    );
    expect(stripMarkup('&unknown; &#0;')).toBe('&unknown; &#0;');
  });

  it('collapses white space and trims', () => {
    expect(stripMarkup('  <p>\n a \t b </p>  ')).toBe('a b');
    expect(stripMarkup('<p></p><p><br></p>')).toBe('');
  });
});

describe('newsPreview', () => {
  it('keeps a text of 50 characters or fewer as it is', () => {
    expect(newsPreview('<p>Annual day</p>')).toBe('Annual day');
    const fifty = 'x'.repeat(50);
    expect(newsPreview(fifty)).toBe(fifty);
  });

  it('cuts a longer text at the last word boundary within 50 characters, plus an ellipsis', () => {
    const text =
      'The annual sports day will be held on the main ground next Friday morning at nine.';
    expect(newsPreview(`<p>${text}</p>`)).toBe(
      `The annual sports day will be held on the main${ellipsis}`,
    );
    // A space right after the 50th character: the first 50 are whole words.
    const exact = `${'a'.repeat(24)} ${'b'.repeat(25)} more`;
    expect(newsPreview(exact)).toBe(`${'a'.repeat(24)} ${'b'.repeat(25)}${ellipsis}`);
  });

  it('cuts one word longer than 50 characters at 50', () => {
    expect(newsPreview('y'.repeat(80))).toBe(`${'y'.repeat(50)}${ellipsis}`);
    expect(newsPreview(`${'y'.repeat(49)}😀 tail`)).toBe(`${'y'.repeat(49)}${ellipsis}`);
  });
});

const word = fc.stringMatching(/^[A-Za-z0-9&<>"'.,!?é€-]{1,14}$/);
/** Words without angle brackets: any `<` in a preview of them would be a tag left behind. */
const bareWord = fc.stringMatching(/^[A-Za-z0-9&"'.,!?é€-]{1,14}$/);
/** Plain text: words separated by single spaces (escaped as the editor does when it is markup). */
const plainText = fc.array(word, { minLength: 1, maxLength: 20 }).map((words) => words.join(' '));
const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const inlineTag = fc.constantFrom('strong', 'em', 'u', 's', 'code');
const blockTag = fc.constantFrom('p', 'h2', 'h3', 'h4', 'blockquote', 'li', 'pre');
/** Markup as the editor writes it: blocks of words, some wrapped in inline tags or links. */
const markupOf = fc
  .array(
    fc.record({
      block: blockTag,
      words: fc.array(
        fc.record({ word: bareWord, tag: fc.option(inlineTag), link: fc.boolean() }),
        {
          minLength: 1,
          maxLength: 10,
        },
      ),
    }),
    { minLength: 1, maxLength: 6 },
  )
  .map((blocks) => ({
    markup: blocks
      .map(
        ({ block, words }) =>
          `<${block}>${words
            .map(({ word: w, tag, link }) => {
              const text = escapeText(w);
              const tagged = tag ? `<${tag}>${text}</${tag}>` : text;
              return link ? `<a href="https://example.com/?a=1&amp;b=2">${tagged}</a>` : tagged;
            })
            .join(' ')}</${block}>`,
      )
      .join(''),
    text: blocks.map(({ words }) => words.map((w) => w.word).join(' ')).join(' '),
  }));

describe('newsPreview (property)', () => {
  it('is never longer than 51 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (markup) => {
        expect(newsPreview(markup).length).toBeLessThanOrEqual(51);
      }),
    );
    fc.assert(
      fc.property(markupOf, ({ markup }) => {
        expect(newsPreview(markup).length).toBeLessThanOrEqual(51);
      }),
    );
  });

  it('leaves a text of 50 characters or fewer unchanged', () => {
    fc.assert(
      fc.property(plainText, (text) => {
        fc.pre(text.length <= 50);
        expect(newsPreview(escapeText(text))).toBe(text);
        expect(newsPreview(`<p>${escapeText(text)}</p>`)).toBe(text);
      }),
    );
  });

  it('never cuts inside a word when a boundary exists within the first 50 characters', () => {
    fc.assert(
      fc.property(plainText, (text) => {
        fc.pre(text.length > 50 && text.lastIndexOf(' ', 50) > 0);
        const preview = newsPreview(`<p>${escapeText(text)}</p>`);
        expect(preview.endsWith(ellipsis)).toBe(true);
        const kept = preview.slice(0, -1);
        expect(text.startsWith(kept)).toBe(true);
        expect(text.charAt(kept.length)).toBe(' ');
      }),
    );
  });

  it('shows the text of the markup and none of its tags', () => {
    fc.assert(
      fc.property(markupOf, ({ markup, text }) => {
        const preview = newsPreview(markup);
        expect(preview).not.toMatch(/[<>]/);
        expect(preview).not.toContain('href');
        const kept = preview.endsWith(ellipsis) ? preview.slice(0, -1) : preview;
        expect(text.startsWith(kept)).toBe(true);
      }),
    );
  });
});
