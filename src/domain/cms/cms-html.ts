/**
 * The allowlist sanitizer of CMS HTML (legal pages, FAQ answers, disclaimers). The admin API applies
 * it on save (content-payloads.ts), the back office shows its result as the preview, and the build
 * runs it again on everything rendered with `set:html`, so markup a CMS editor (or an attacker with CMS access)
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

/**
 * A heading may carry an anchor id (/protectia-datelor#broker). Lower-case words and dashes only:
 * no id can shadow a global the page's scripts read (DOM clobbering) or look like the page's own.
 */
const HEADING_ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

function heading(tagName: string): sanitizeHtml.Transformer {
  return (_tag, attribs) => {
    const { id } = attribs;
    return { tagName, attribs: id !== undefined && HEADING_ID.test(id) ? { id } : {} };
  };
}

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
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    h5: ['id'],
    h6: ['id'],
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
    h1: heading('h2'),
    h2: heading('h2'),
    h3: heading('h3'),
    h4: heading('h4'),
    h5: heading('h5'),
    h6: heading('h6'),
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
 * beyond link targets, table spans and heading anchors.
 *
 * @example sanitizeCmsHtml('<p onclick="x()">Salut<script>alert(1)</script></p>') // '<p>Salut</p>'
 */
export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
