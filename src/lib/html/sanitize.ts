/**
 * The allowlist sanitizer of CMS HTML (legal pages, FAQ answers, disclaimers). It runs at build time
 * on everything rendered with `set:html`, so markup a CMS editor (or an attacker with CMS access)
 * adds beyond plain rich text never reaches a visitor: no scripts, handlers, styles, frames or
 * script/data URLs.
 */
import sanitizeHtml from 'sanitize-html';

/** Tags whose content is dropped with them, not kept as text. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'noscript',
  'template',
  'textarea',
  'option',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'title',
];

/** Absolute web links leave the site: they get rel="noopener noreferrer". */
const EXTERNAL_HREF = /^\s*(?:https?:)?\/\//i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'blockquote',
    'hr',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    // The page owns its single h1; a CMS h1 becomes a section heading.
    h1: 'h2',
    a: (tagName, attribs) => {
      const { href, title } = attribs;
      const external = href !== undefined && EXTERNAL_HREF.test(href);
      const kept: { href?: string; title?: string; rel?: string } = {
        ...(href === undefined ? {} : { href }),
        ...(title === undefined ? {} : { title }),
        ...(external ? { rel: 'noopener noreferrer' } : {}),
      };
      return { tagName, attribs: kept };
    },
  },
};

/**
 * Returns CMS HTML reduced to the allowlist: headings h2-h6, paragraphs, lists, emphasis, links
 * (http, https, mailto, tel or relative), tables, quotes, rules and spans, without attributes
 * beyond link targets and table spans.
 *
 * @example sanitizeCmsHtml('<p onclick="x()">Salut<script>alert(1)</script></p>') // '<p>Salut</p>'
 */
export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
