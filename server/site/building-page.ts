/** The small page answered while the first build runs; it refreshes itself until the site exists. */
import { ro } from '../../src/i18n/ro.ts';

export const buildingRefreshSeconds = 5;

export function buildingPage(): string {
  const { title, message } = ro.siteBuild;
  return `<!doctype html>
<html lang="ro">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${buildingRefreshSeconds}">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0;color:#1d2939}main{max-width:32rem;padding:1.5rem;text-align:center}</style>
</head>
<body><main><h1>${title}</h1><p>${message}</p></main></body>
</html>
`;
}
