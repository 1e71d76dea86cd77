import fc from 'fast-check';
import { htmlSummary, htmlToText } from '../../src/lib/htmlText';

describe('htmlToText', () => {
  it('drops tags, decodes entities and collapses whitespace', () => {
    expect(htmlToText('<h2>Refunds</h2>\n<p>Fish &#x26; chips &amp; <em>more</em>&nbsp;here</p>')).toBe('Refunds Fish & chips & more here');
  });
});

describe('htmlSummary', () => {
  it('keeps short text whole and cuts long text after a word, with an ellipsis', () => {
    expect(htmlSummary('<p>Short policy.</p>', 155)).toBe('Short policy.');
    expect(htmlSummary('<p>We keep your data safe, always.</p>', 20)).toBe('We keep your data…');
  });

  it('never exceeds the length asked for and always starts the text', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{1,12}$/), { minLength: 1, maxLength: 60 }), fc.integer({ min: 10, max: 200 }), (words, max) => {
        const text = words.join(' ');
        const summary = htmlSummary(`<p>${text}</p>`, max);
        expect(summary.length).toBeLessThanOrEqual(max);
        expect(text.startsWith(summary.replace(/…$/, ''))).toBe(true);
      }),
    );
  });
});
