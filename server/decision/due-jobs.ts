/** Which decision jobs are due: the worker's sweep and an order request's check read the same rule. */
import { and, isNull, lte, type SQL } from 'drizzle-orm';
import { decisionJobs } from '../db/schema.ts';

/** An open job (not completed) whose due time has come by `now`. */
export const jobIsDue = (now: Date): SQL | undefined =>
  and(isNull(decisionJobs.completedAt), lte(decisionJobs.dueAt, now));
