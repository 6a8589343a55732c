/**
 * The second hop of the affordability check's lazy load. Vite writes the preload list of a dynamic
 * import (every chunk the imported module needs, ~150 B gzip here) into the importing chunk; the
 * financing panel importing this dependency-free module instead keeps that list out of the car
 * page's initial island code (20 KB gzip budget). The price is one tiny extra request on opening.
 */
export const loadAffordabilityCheck = () => import('./AffordabilityCheck.tsx');
