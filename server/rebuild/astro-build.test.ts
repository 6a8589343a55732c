import { astroBuild, type BuildRun, shardCount } from './astro-build.ts';

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
    await build('/sites/partial', new AbortController().signal, { cars: ['S-0'] });
    expect(runs.map(({ outDir, processes, only }) => [outDir, processes, only])).toEqual([
      ['/sites/full', 2, undefined],
      ['/sites/partial', 1, { cars: ['S-0'] }],
    ]);
  });

  it('fails as its build fails', async () => {
    const build = astroBuild({ cmsUrl: 'http://cms.test/api', shards: async () => 2, run });
    await expect(build('/sites/broken', new AbortController().signal)).rejects.toThrow(
      'astro build exited with 1',
    );
  });
});
