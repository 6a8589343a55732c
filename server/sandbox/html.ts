/** Minimal HTML helpers for the sandbox pages: escaping and one accessible page frame. */
import { sandboxText } from './text.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** JSON safe inside a <script> element (no `</script>` or comment break-out). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

const CSS = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1b1f24;background:#fff}
main{max-width:32rem;margin:0 auto;padding:1rem}h1{font-size:1.25rem;margin:.5rem 0 1rem}
.test{background:#fff4ce;border:1px solid #8a6d00;padding:.5rem .75rem;border-radius:.25rem;font-size:.875rem}
label{display:block;font-weight:600;margin-top:.75rem}input[type=text]{width:100%;padding:.5rem;font:inherit;border:1px solid #596270;border-radius:.25rem}
input[aria-invalid=true]{border-color:#b00020}.error{color:#b00020;font-size:.875rem;margin:.25rem 0 0}
button,.button{display:inline-block;margin:1rem .5rem 0 0;padding:.6rem 1rem;font:inherit;font-weight:600;border:0;border-radius:.25rem;background:#0b4f8a;color:#fff;cursor:pointer;text-decoration:none}
button.secondary{background:#e7ebf0;color:#1b1f24}:focus-visible{outline:3px solid #f0a500;outline-offset:2px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}`;

export interface PageOptions {
  title: string;
  body: string;
  /** Inline script run at the end of the body (already safe JavaScript). */
  script?: string;
}

export function renderPage({ title, body, script }: PageOptions): string {
  return `<!doctype html>
<html lang="ro">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${CSS}</style>
</head>
<body>
<main>
<p class="test" role="note">${escapeHtml(sandboxText.testMode)}</p>
${body}
</main>
${script ? `<script>${script}</script>` : ''}
</body>
</html>`;
}
