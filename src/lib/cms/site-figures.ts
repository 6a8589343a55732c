/**
 * The business figures the site is built with: GET /settings at build time (memoised with the other
 * settings), so a change of a fee in Setari rebuilds every page with the new figure.
 */
import { type BusinessFigures, figuresOf } from '../../domain/business-figures.ts';
import { todayIn } from '../../domain/dates.ts';
import { cmsLoaders } from './loaders.ts';

export async function siteFigures(): Promise<BusinessFigures> {
  return figuresOf(await cmsLoaders.settings(todayIn(new Date())));
}
