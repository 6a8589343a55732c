/** Which decision jobs are due: the worker's sweep and an order request's check read the same rule. */
import { and, isNull, lte, type Placeholder, type SQL } from 'drizzle-orm';
import { decisionJobs } from '../db/schema.ts';

/** An open job (not completed) whose due time has come by `now` (a prepared query's placeholder too). */
export const jobIsDue = (now: Date | Placeholder): SQL | undefined =>
  and(isNull(decisionJobs.completedAt), lte(decisionJobs.dueAt, now));
