/**
 * Serves a built Astro site (directory format) from the swappable site root: pages, hashed assets,
 * the rewrite table for order shells and the 404 page. Mounted after the API so it only sees the
 * requests nobody else answered; while no build exists it answers the "building" page.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { resolveRewrite } from '../../src/domain/site/rewrites.ts';
import { SITE_SECURITY_HEADERS } from '../../src/domain/site/security-headers.ts';
import { buildingPage, buildingRefreshSeconds } from './building-page.ts';
import {
  type CompressionCache,
  createCompressionCache,
  negotiateEncoding,
  shouldCompress,
} from './compression.ts';
import { contentTypeOf, isCompressible } from './content-types.ts';
import type { SiteRoot } from './site-root.ts';

export const immutableCache = 'public, max-age=31536000, immutable';
const htmlCache = 'no-cache';
const otherCache = 'public, max-age=3600';

interface FoundFile {
  path: string;
  size: number;
  mtimeMs: number;
}

async function fileAt(path: string): Promise<FoundFile | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

/** Path segments of a request, or null for anything that could leave the folder or reach dotfiles. */
function safeSegments(pathname: string): string[] | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  return segments.some((segment) => segment.startsWith('.')) ? null : segments;
}

/** `/x` → `x` (a file) or `x/index.html`; `/x/` → `x/index.html`. */
async function findPage(folder: string, pathname: string): Promise<FoundFile | null> {
  const segments = safeSegments(pathname);
  if (segments === null) return null;
  const base = join(folder, ...segments);
  if (segments.length > 0 && !pathname.endsWith('/')) {
    const file = await fileAt(base);
    if (file) return file;
  }
  return fileAt(join(base, 'index.html'));
}

function cacheControlFor(pathname: string, contentType: string): string {
  if (pathname.startsWith('/_astro/')) return immutableCache;
  return contentType.startsWith('text/html') ? htmlCache : otherCache;
}

async function sendFile(
  c: Context,
  file: FoundFile,
  status: 200 | 404,
  cacheControl: string,
  compression: CompressionCache,
): Promise<Response> {
  const contentType = contentTypeOf(file.path);
  const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
  const headers: Record<string, string> = {
    ...SITE_SECURITY_HEADERS,
    'Content-Type': contentType,
    'Cache-Control': cacheControl,
  };
  if (status === 200) {
    headers.ETag = etag;
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
  }
  const read = async () => new Uint8Array(await readFile(file.path));
  if (!isCompressible(contentType) || !shouldCompress(file.size))
    return c.body(await read(), status, headers);
  headers.Vary = 'Accept-Encoding';
  const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
  if (encoding === null) return c.body(await read(), status, headers);
  headers['Content-Encoding'] = encoding;
  return c.body(await compression.get(`${file.path}:${etag}`, encoding, read), status, headers);
}

function buildingResponse(c: Context): Response {
  return c.html(buildingPage(), 503, {
    ...SITE_SECURITY_HEADERS,
    'Cache-Control': 'no-store',
    'Retry-After': String(buildingRefreshSeconds),
  });
}

/**
 * Whether a rewritten URL names something that exists (a shell page is built once for every URL of
 * its pattern). False: the shell is still served, so its island says what is missing, but with 404.
 */
export type ShellTarget = (shell: string, pathname: string) => Promise<boolean>;

export interface ServeSiteOptions {
  root: SiteRoot;
  compression?: CompressionCache;
  /** Default: every rewritten URL exists. */
  shellTarget?: ShellTarget;
}

export function serveSite({
  root,
  compression = createCompressionCache(),
  shellTarget = async () => true,
}: ServeSiteOptions): MiddlewareHandler {
  return async (c, next) => {
    // Hono routes HEAD like GET and drops the body, but the request keeps its HEAD method.
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const folder = root.get();
    if (folder === null) return buildingResponse(c);
    // The raw path: Hono's c.req.path is already decoded, and findPage decodes exactly once.
    const pathname = new URL(c.req.url).pathname;
    const page = await findPage(folder, pathname);
    if (page) return sendFile(c, page, 200, cacheControlFor(pathname, contentTypeOf(page.path)), compression);
    const shell = resolveRewrite(pathname);
    const shellPage = shell === null ? null : await findPage(folder, shell);
    if (shell !== null && shellPage) {
      const status = (await shellTarget(shell, pathname)) ? 200 : 404;
      return sendFile(c, shellPage, status, htmlCache, compression);
    }
    const notFoundPage = await fileAt(join(folder, '404.html'));
    if (notFoundPage) return sendFile(c, notFoundPage, 404, htmlCache, compression);
    return c.text('404 Not Found', 404, SITE_SECURITY_HEADERS);
  };
}
