/** Content types of the files the storage serves, by extension. */
const TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  ico: 'image/x-icon',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
};

export const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

/** @example contentTypeOf('cars/B-1/profile.SVG') // 'image/svg+xml' */
export function contentTypeOf(path: string): string {
  const dot = path.lastIndexOf('.');
  if (dot < 0 || dot < path.lastIndexOf('/')) return FALLBACK_CONTENT_TYPE;
  return TYPES[path.slice(dot + 1).toLowerCase()] ?? FALLBACK_CONTENT_TYPE;
}
