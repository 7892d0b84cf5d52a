import sanitizeHtml from 'sanitize-html';

const WHITESPACE_RUN = /[\t\n\r\f ]+/g;

/** The block elements of the allow-list: a space beside one of their tags is never rendered. */
const SPACE_BESIDE_BLOCK_TAG =
  / ?(<\/?(?:p|br|h[2-6]|blockquote|ul|ol|li|dl|dt|dd|figure|figcaption|hr|table|thead|tbody|tr|th|td|caption)\b[^>]*>) ?/g;

/**
 * The allow-list for every rich text the API stores (product details, news, about blocks, legal
 * texts): structure and emphasis, links and images over http(s) only, no styles, no scripts, no
 * event handlers, no SVG.
 */
const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Runs of spaces and line breaks render as one space (no <pre> is allowed): stored as one, an
  // editor never turns a source's line breaks into <br>.
  textFilter: (text) => text.replace(WHITESPACE_RUN, ' '),
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_OPTIONS).replace(SPACE_BESIDE_BLOCK_TAG, '$1').trim();
}

/** The text of an HTML fragment, tags removed and whitespace collapsed (for cards and excerpts). */
export function htmlToText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|li|h\d|div|tr)>/gi, ' $&'), { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
