/**
 * A render helper: a process a full build starts (direct-page-writer.ts) to render its share of a
 * route's pages on another core, from the bundle that build made. Its share comes from the page's
 * own getStaticPaths (PUBLISH_CAR_SHARD in its environment); the job (render-job.ts) comes on
 * stdin. It writes the pages into the build's output folder and answers, in one line of its output
 * after OUTCOME_PREFIX, how many it wrote and the paths it did not (an answer that is not a page)
 * for the build's own loop. Other lines (the bundle's own logging) are the build's log. It exits
 * non-zero on any failure.
 *
 * Run by `node` itself (no Astro CLI, no bundling): what a second `astro build` spent starting up
 * and bundling, ~4 s of CPU at 10,000 cars, is not spent.
 */
import type { PathWithRoute } from 'astro';
import { StaticPaths } from 'astro/runtime/prerender/static-paths.js';
import { runChildJob } from './child-job.ts';
import { type RenderPage, writeShare } from './direct-page-writer.ts';
import { type HelperOutcome, OUTCOME_PREFIX, type RenderJob } from './render-job.ts';

/** The part of Astro's build app (core/build/app.js) a helper drives. */
interface HelperApp {
  setInternals(internals: unknown): void;
  setOptions(options: unknown): void;
  logger: { options: { destination: unknown } };
  render: RenderPage;
}

export async function runRenderJob(job: RenderJob): Promise<HelperOutcome> {
  const build = process.ppid;
  const { app } = (await import(job.entry)) as { app: HelperApp };
  app.setInternals({ pagesByKeys: new Map([[job.page.key, { styles: job.page.styles }]]) });
  app.setOptions({
    settings: { scripts: job.scripts },
    logger: { options: { destination: app.logger.options.destination } },
  });
  const paths = (await new StaticPaths(app as never).getAll()) as PathWithRoute[];
  return writeShare(
    paths,
    job,
    (request, options) => app.render(request, options),
    () => process.ppid === build,
  );
}

if (import.meta.main) await runChildJob<RenderJob>(OUTCOME_PREFIX, runRenderJob);
