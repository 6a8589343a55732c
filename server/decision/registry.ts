/**
 * Check 1 of a company: the trade-register lookup. The real provider (the national trade register
 * and fiscal records) is replaced by a deterministic sandbox keyed by the CUI, so testers can
 * produce every outcome on purpose. A real provider implements `CompanyRegistry` instead.
 *
 * Sandbox values (see docs/decision-engine.md): the last digit before the control digit decides:
 * 0 marks an inactive company (deregistered or suspended), 9 an active company with foreign
 * shareholders, anything else an active Romanian-owned company. A wrong control digit is refused.
 */
import { isValidCui, normalizeCui } from './cui.ts';

export interface RegistryAnswer {
  check1Result: 0 | 1;
  foreignShareholders: boolean;
  reason: 'active' | 'invalid_cui' | 'inactive';
}

export interface CompanyRegistry {
  lookup(cui: string): Promise<RegistryAnswer>;
}

export function sandboxRegistryAnswer(cui: string): RegistryAnswer {
  if (!isValidCui(cui)) return { check1Result: 0, foreignShareholders: false, reason: 'invalid_cui' };
  const marker = normalizeCui(cui).slice(-2, -1);
  if (marker === '0') return { check1Result: 0, foreignShareholders: false, reason: 'inactive' };
  return { check1Result: 1, foreignShareholders: marker === '9', reason: 'active' };
}

export const sandboxRegistry: CompanyRegistry = {
  lookup: async (cui) => sandboxRegistryAnswer(cui),
};
