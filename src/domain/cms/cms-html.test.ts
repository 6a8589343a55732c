import { sanitizeCmsHtml } from './cms-html.ts';

describe('sanitizeCmsHtml: hostile input never survives', () => {
  it.each([
    ['a script element and its code', '<p>Text</p><script>alert(1)</script>', '<p>Text</p>'],
    ['an upper-case script', '<SCRIPT SRC="https://evil.test/x.js"></SCRIPT><p>ok</p>', '<p>ok</p>'],
    ['an onerror handler on an image', '<img src="x" onerror="alert(1)"><p>ok</p>', '<p>ok</p>'],
    [
      'an event handler on an allowed tag',
      '<p onclick="steal()" onmouseover="x()">Salut</p>',
      '<p>Salut</p>',
    ],
    ['a javascript: link', '<a href="javascript:alert(1)">click</a>', '<a>click</a>'],
    ['an obfuscated javascript: link', '<a href="  JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['an entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['a data: URL link', '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['a protocol-relative link', '<a href="//evil.test/">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['an iframe and its fallback', '<iframe src="https://evil.test">fallback</iframe><p>ok</p>', '<p>ok</p>'],
    ['an svg with onload', '<svg onload="alert(1)"><circle r="4"/></svg><p>ok</p>', '<p>ok</p>'],
    ['an svg script', '<svg><script>alert(1)</script></svg>', ''],
    ['a style element', '<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
    ['an inline style attribute', '<p style="position:fixed;inset:0">ok</p>', '<p>ok</p>'],
    [
      'a form and its inputs',
      '<form action="https://evil.test"><input name="card"><button>Go</button></form>',
      'Go',
    ],
    ['an object embed', '<object data="x.swf"></object><embed src="x.swf">', ''],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.test">', ''],
    ['a base tag', '<base href="https://evil.test/"><a href="/faq">FAQ</a>', '<a href="/faq">FAQ</a>'],
    [
      'a link with a target and a class',
      '<a href="/faq" target="_top" class="x" id="y">FAQ</a>',
      '<a href="/faq">FAQ</a>',
    ],
    [
      'a heading id that could clobber a global',
      '<h2 id="__proto__">A</h2><h3 id="Location">B</h3>',
      '<h2>A</h2><h3>B</h3>',
    ],
    ['a heading id with markup', '<h2 id="a&quot;b">A</h2>', '<h2>A</h2>'],
    ['a paragraph id', '<p id="broker">x</p>', '<p>x</p>'],
    ['an unclosed attribute trick', '<p title="a"onmouseover="alert(1)">x</p>', '<p>x</p>'],
    ['a comment hiding a script', '<!--<script>alert(1)</script>--><p>ok</p>', '<p>ok</p>'],
  ])('strips %s', (_name, input, expected) => {
    expect(sanitizeCmsHtml(input)).toBe(expected);
  });
});

describe('sanitizeCmsHtml: legitimate rich text is kept', () => {
  it.each([
    [
      'headings h2 to h6',
      '<h2>A</h2><h3>B</h3><h4>C</h4><h5>D</h5><h6>E</h6>',
      '<h2>A</h2><h3>B</h3><h4>C</h4><h5>D</h5><h6>E</h6>',
    ],
    ['an h1, demoted to h2', '<h1>Titlu</h1>', '<h2>Titlu</h2>'],
    [
      'heading anchors',
      '<h2 id="broker">B</h2><h1 id="date-2">D</h1>',
      '<h2 id="broker">B</h2><h2 id="date-2">D</h2>',
    ],
    [
      'lists and emphasis',
      '<ul><li><strong>a</strong> <em>b</em></li></ul><ol><li><b>c</b><i>d</i><u>e</u></li></ol>',
      '<ul><li><strong>a</strong> <em>b</em></li></ul><ol><li><b>c</b><i>d</i><u>e</u></li></ol>',
    ],
    [
      'a table with spans',
      '<table><thead><tr><th scope="col">An</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>',
      '<table><thead><tr><th scope="col">An</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>',
    ],
    [
      'quotes, rules, breaks and spans',
      '<blockquote>c</blockquote><hr /><p>a<br />b <span>s</span></p>',
      '<blockquote>c</blockquote><hr /><p>a<br />b <span>s</span></p>',
    ],
    ['a relative link', '<a href="/protectia-datelor">date</a>', '<a href="/protectia-datelor">date</a>'],
    ['a mailto link', '<a href="mailto:dpo@example.ro">dpo</a>', '<a href="mailto:dpo@example.ro">dpo</a>'],
    ['a tel link', '<a href="tel:+40213004050">suna</a>', '<a href="tel:+40213004050">suna</a>'],
    [
      'an external link, with rel added',
      '<a href="https://anpc.ro/" title="ANPC">ANPC</a>',
      '<a href="https://anpc.ro/" title="ANPC" rel="noopener noreferrer">ANPC</a>',
    ],
    [
      'an external link whose rel is replaced',
      '<a href="http://x.ro" rel="opener">x</a>',
      '<a href="http://x.ro" rel="noopener noreferrer">x</a>',
    ],
    ['an internal link whose rel is dropped', '<a href="/faq" rel="opener">x</a>', '<a href="/faq">x</a>'],
    [
      'Romanian text with entities',
      '<p>Societatea &amp; partenerii &lt;SRL&gt;</p>',
      '<p>Societatea &amp; partenerii &lt;SRL&gt;</p>',
    ],
  ])('keeps %s', (_name, input, expected) => {
    expect(sanitizeCmsHtml(input)).toBe(expected);
  });
});
