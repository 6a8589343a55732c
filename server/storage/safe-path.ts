/**
 * Turns the raw (still percent-encoded) tail of a storage URL into a relative path that cannot
 * leave the storage root: each segment is decoded on its own, so an encoded slash or backslash
 * stays inside its segment and is then rejected, as are `.`/`..`, NUL and absolute paths.
 */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
const MAX_PATH_LENGTH = 512;

/**
 * @example safeStoragePath('cars/B-101/profile.svg') // 'cars/B-101/profile.svg'
 * @example safeStoragePath('..%2Fetc%2Fpasswd')      // null
 */
export function safeStoragePath(encoded: string): string | null {
  if (encoded === '' || encoded.length > MAX_PATH_LENGTH) return null;
  const segments: string[] = [];
  for (const raw of encoded.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (!SEGMENT.test(segment) || segment.includes('..')) return null;
    segments.push(segment);
  }
  return segments.join('/');
}
