/** The proof-of-consent log: one row per decision, append-only. */
import type { ConsentRecordBody } from '../../../src/lib/validation/consent.ts';
import type { Database } from '../../db/client.ts';
import { consentRecords } from '../../db/schema.ts';
import type { UserAgentClass } from './user-agent-class.ts';

export async function recordConsent(
  db: Database,
  body: ConsentRecordBody,
  agent: UserAgentClass,
): Promise<void> {
  await db.insert(consentRecords).values({
    consentId: body.consent_id,
    policyVersion: body.policy_version,
    method: body.method,
    analytics: body.analytics,
    marketing: body.marketing,
    deviceClass: agent.deviceClass,
    browserFamily: agent.browserFamily,
  });
}
