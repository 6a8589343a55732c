/**
 * Each page's script policy lists the hashes of the page's inline styles and scripts, and Astro
 * hashes them again for every page (an async SHA-256 through the thread pool), though every car
 * page inlines the same stylesheet: ~0.2 ms of each page's render in a 3,000-car build. A digest is
 * a pure function of its text, so each text is hashed once per build process.
 */
type Digest = (data: string, algorithm: string) => Promise<string>;

/** Texts kept per algorithm; a page has a handful, a whole site a few dozen. */
const KEPT = 256;
const digests = new Map<string, Map<string, Promise<string>>>();

/** `digest(data, algorithm)`, from memory when this text was hashed before. */
export function memoizedCspDigest(digest: Digest, data: string, algorithm: string): Promise<string> {
  let byText = digests.get(algorithm);
  if (byText === undefined) {
    byText = new Map();
    digests.set(algorithm, byText);
  }
  const known = byText.get(data);
  if (known !== undefined) return known;
  if (byText.size >= KEPT) byText.clear();
  const computed = digest(data, algorithm);
  byText.set(data, computed);
  // A failed digest is not kept: the next page asks again.
  computed.catch(() => byText.delete(data));
  return computed;
}
