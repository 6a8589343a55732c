import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderJobFrom } from './render-job.ts';

const route = '/masina/[sku]';
const where = {
  entry: 'file:///out/.prerender/prerender-entry.a.mjs',
  route,
  outDir: '/out',
  origin: 'https://x.ro',
};
const styles = [{ depth: 0, order: 1, sheet: { type: 'inline', content: 'p{margin:0}' } }];

function buildApp({ scripts = [] as unknown[], pageStyles = styles as unknown } = {}) {
  return {
    getOptions: () => ({
      allPages: {
        home: { key: '/&src/pages/index.astro', route: { route: '/' }, styles: [] },
        car: { key: `${route}&src/pages/masina/[sku].astro`, route: { route }, styles: pageStyles },
      },
      settings: { scripts },
    }),
  };
}

describe('renderJobFrom', () => {
  it("takes the route's page key and stylesheets and the injected scripts", () => {
    expect(renderJobFrom(buildApp({ scripts: [{ stage: 'head-inline', content: 'x()' }] }), where)).toEqual({
      ...where,
      page: { key: `${route}&src/pages/masina/[sku].astro`, styles },
      scripts: [{ stage: 'head-inline', content: 'x()' }],
    });
  });

  it('says why not when the build state is not what a helper can be given', () => {
    expect(renderJobFrom(undefined, where)).toBe("Astro's prerenderer has no build app with getOptions()");
    expect(renderJobFrom(buildApp(), { ...where, route: '/other/[x]' })).toBe(
      'no page data with styles for /other/[x]',
    );
    expect(renderJobFrom(buildApp({ scripts: [{ stage: 'page', content: 'x()' }] }), where)).toBe(
      'a page-stage script is injected',
    );
    expect(renderJobFrom(buildApp({ pageStyles: [{ sheet: new Map() }] }), where)).toBe(
      'the page data does not survive JSON',
    );
  });
});

describe("the installed Astro's build app, as a render job relies on it", () => {
  const astroDist = join(dirname(createRequire(import.meta.url).resolve('astro/package.json')), 'dist');
  const source = (path: string) => readFileSync(join(astroDist, path), 'utf8');

  it('holds its app on the default prerenderer, with its options and internals', () => {
    expect(source('core/build/default-prerenderer.js')).toContain('prerenderer.app = app;');
    const app = source('core/build/app.js');
    for (const method of ['setInternals(internals)', 'setOptions(options)', 'getOptions()'])
      expect(app).toContain(method);
    expect(app).toContain('this.logger.setDestination(options.logger.options.destination)');
  });

  it("makes a page's head from the page data's styles and the injected scripts only", () => {
    const environment = source('core/build/environment.js');
    expect(environment).toContain('getPageData(buildInternals, routeData.route, routeData.component)');
    expect(environment).toContain('settings.scripts.some((script) => script.stage === "page")');
    // The build state is read in one place: the head elements.
    expect(environment.match(/= getInternals\(\)/g)).toHaveLength(1);
    expect(environment.match(/= getSettings\(\)/g)).toHaveLength(1);
    expect(environment.match(/getOptions\(\)\./g)).toHaveLength(1);
    expect(source('core/build/runtime.js')).toContain(
      'internals.pagesByKeys.get(makePageDataKey(route, component))',
    );
  });
});
