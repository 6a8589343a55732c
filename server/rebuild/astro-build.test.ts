import { astroBuild, type BuildRun, shardCount } from './astro-build.ts';
import type { KeptRenderInput } from './kept-render-run.ts';

describe('rendering processes of a full build', () => {
  it.each([
    [72, 2, 1],
    [999, 8, 1],
    [1000, 1, 1],
    [1000, 2, 2],
    [10_000, 2, 2],
    [10_000, 16, 4],
  ])('%i listed cars on %i cores → %i processes', (cars, cores, expected) => {
    expect(shardCount(cars, cores)).toBe(expected);
  });
});

describe('astroBuild', () => {
  const runs: BuildRun[] = [];
  const run = async (build: BuildRun) => {
    runs.push(build);
    if (build.outDir.endsWith('broken')) throw new Error('astro build exited with 1');
  };
  beforeEach(() => {
    runs.length = 0;
  });

  it('renders a full build in as many processes as asked for, a partial build in one', async () => {
    const build = astroBuild({ cmsUrl: 'http://cms.test/api', shards: async () => 2, run });
    await build('/sites/full', new AbortController().signal);
    await build('/sites/partial', new AbortController().signal, { cars: ['S-0'], pages: ['/masini'] });
    expect(runs.map(({ outDir, processes, only }) => [outDir, processes, only])).toEqual([
      ['/sites/full', 2, undefined],
      ['/sites/partial', 1, { cars: ['S-0'], pages: ['/masini'] }],
    ]);
  });

  describe('with kept bundles', () => {
    const only = { cars: ['S-0'], pages: ['/masini'] };
    const keptRenders: KeptRenderInput[] = [];
    const buildWith = (rendered: boolean) =>
      astroBuild({
        cmsUrl: 'http://cms.test/api',
        shards: async () => 2,
        run,
        renderKept: async (input) => {
          keptRenders.push(input);
          return rendered;
        },
      });
    beforeEach(() => {
      keptRenders.length = 0;
    });

    it('renders a partial build from the served build’s kept bundle, without astro build', async () => {
      await buildWith(true)('/sites/2.partial', new AbortController().signal, only, {
        keep: '/sites/2.bundle',
        reuse: '/sites/1.bundle',
      });
      expect(runs).toEqual([]);
      expect(keptRenders).toMatchObject([
        {
          cmsUrl: 'http://cms.test/api',
          from: '/sites/1.bundle',
          keep: '/sites/2.bundle',
          outDir: '/sites/2.partial',
          ...only,
        },
      ]);
    });

    it('runs astro build, keeping its bundle, when the kept bundle could not render', async () => {
      await buildWith(false)('/sites/2.partial', new AbortController().signal, only, {
        keep: '/sites/2.bundle',
        reuse: '/sites/1.bundle',
      });
      expect(keptRenders).toHaveLength(1);
      expect(runs.map(({ outDir, only, keepBundle }) => [outDir, only, keepBundle])).toEqual([
        ['/sites/2.partial', only, '/sites/2.bundle'],
      ]);
    });

    it('a full build always runs astro build, and keeps its bundle', async () => {
      await buildWith(true)('/sites/3', new AbortController().signal, undefined, { keep: '/sites/3.bundle' });
      expect(keptRenders).toEqual([]);
      expect(runs.map(({ outDir, processes, keepBundle }) => [outDir, processes, keepBundle])).toEqual([
        ['/sites/3', 2, '/sites/3.bundle'],
      ]);
    });
  });

  it('fails as its build fails', async () => {
    const build = astroBuild({ cmsUrl: 'http://cms.test/api', shards: async () => 2, run });
    await expect(build('/sites/broken', new AbortController().signal)).rejects.toThrow(
      'astro build exited with 1',
    );
  });
});
