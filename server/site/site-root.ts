/**
 * The folder the site is served from. Swapping is a single assignment, so a request sees either the
 * old complete build or the new complete build, never a mix; null means no build exists yet.
 */
export interface SiteRoot {
  get(): string | null;
  set(folder: string): void;
}

export function createSiteRoot(initial: string | null): SiteRoot {
  let current = initial;
  return {
    get: () => current,
    set(folder) {
      current = folder;
    },
  };
}
