import type { LeadsBenchResult } from '../leads';
import { PGLITE_ON_DISK } from '../leads/leads-database';
import type { LeadsFigures } from '../leads/measure-leads';

/** A leads result of results.json from before PostgreSQL was measured: PGlite's figures at its top level. */
export type PgliteOnlyLeadsResult = Pick<LeadsBenchResult, 'leads' | 'clients'> &
  Omit<LeadsFigures, 'kind' | 'label'>;

/** The figures of each database measured, PGlite's alone for a result recorded before PostgreSQL was. */
export function leadsByDatabase(result: LeadsBenchResult | PgliteOnlyLeadsResult): LeadsFigures[] {
  if ('databases' in result) return result.databases;
  const { leads: _leads, clients: _clients, ...figures } = result;
  return [{ kind: PGLITE_ON_DISK.kind, label: PGLITE_ON_DISK.label, ...figures }];
}
