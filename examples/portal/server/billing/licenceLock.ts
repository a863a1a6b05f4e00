import type { Db } from '../db/client';

/** The advisory lock class of a customer's licences (ours; any number no other lock uses). */
const LICENCE_LOCK_CLASS = 7_301_106;

/**
 * Serialises what takes or gives back a customer's licences, in the caller's transaction: adding a screen
 * (`POST screens/verification`) and removing licences (`DELETE customers/{id}/licenses`), so two adds cannot both
 * take the last licence and a screen cannot take one that is being removed.
 */
export async function lockCustomerLicences(tx: Db, customerId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [LICENCE_LOCK_CLASS, customerId]);
}
