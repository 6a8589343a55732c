/**
 * HTML of the local mail page: the outbox newest first, and one message. A message body is the
 * mail's own HTML, shown in a sandboxed iframe so its markup and links cannot touch the page.
 */

import { formatNumber } from '../../../src/domain/format.ts';
import { fill, ro } from '../../../src/i18n/ro.ts';
import { type AttachmentInfo, escapeHtml as e } from '../../mail/outbox.ts';

export interface OutboxRow {
  id: number;
  to: string;
  subject: string;
  html: string;
  createdAt: Date;
}

const CSS = `*{box-sizing:border-box}h1,dd{overflow-wrap:anywhere}body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1b1f24}main{max-width:60rem;margin:0 auto;padding:1rem}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:.4rem .5rem;border-bottom:1px solid #d5dae1;overflow-wrap:anywhere}
iframe{width:100%;min-height:28rem;border:1px solid #d5dae1}a{color:#0b4f8a}:focus-visible{outline:3px solid #f0a500}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ro"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${e(title)}</title><style>${CSS}</style></head>
<body><main>${body}</main></body></html>`;
}

const sentAt = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 19);

export function mailListPage(rows: readonly OutboxRow[], basePath: string): string {
  const t = ro.leads;
  const list =
    rows.length === 0
      ? `<p>${e(t.mailboxEmpty)}</p>`
      : `<table><thead><tr><th scope="col">${e(t.mailboxSent)}</th><th scope="col">${e(t.mailboxTo)}</th><th scope="col">${e(t.mailboxSubject)}</th></tr></thead><tbody>${rows
          .map(
            (row) =>
              `<tr><td>${sentAt(row.createdAt)}</td><td>${e(row.to)}</td><td><a href="${basePath}/${row.id}">${e(row.subject)}</a></td></tr>`,
          )
          .join('')}</tbody></table>`;
  return page(t.mailboxTitle, `<h1>${e(t.mailboxTitle)}</h1>${list}`);
}

/** Where the mail page serves one attachment of a message. */
export const attachmentPath = (basePath: string, file: Pick<AttachmentInfo, 'id' | 'outboxId'>) =>
  `${basePath}/${file.outboxId}/files/${file.id}`;

function attachmentList(files: readonly AttachmentInfo[], basePath: string): string {
  if (files.length === 0) return '';
  const t = ro.leads;
  const items = files
    .map(
      (file) =>
        `<li><a href="${attachmentPath(basePath, file)}" download="${e(file.fileName)}">${e(file.fileName)}</a> (${e(
          fill(t.mailboxAttachmentSize, { kb: formatNumber(file.size / 1024, 1) }),
        )})</li>`,
    )
    .join('');
  return `<dt>${e(t.mailboxAttachments)}</dt><dd><ul>${items}</ul></dd>`;
}

export function mailMessagePage(row: OutboxRow, files: readonly AttachmentInfo[], basePath: string): string {
  const t = ro.leads;
  return page(
    row.subject,
    `<p><a href="${basePath}">${e(t.mailboxBack)}</a></p><h1>${e(row.subject)}</h1>
<dl><dt>${e(t.mailboxTo)}</dt><dd>${e(row.to)}</dd><dt>${e(t.mailboxSent)}</dt><dd>${sentAt(row.createdAt)}</dd>${attachmentList(files, basePath)}</dl>
<iframe title="${e(row.subject)}" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${e(row.html)}"></iframe>`,
  );
}
