import type { Firestore } from "firebase-admin/firestore";
import { findAuditEntries } from "../../functions/src/lib/audit-months";

/**
 * The audit entries, anywhere in the log, whose `field` equals `value`, in path order. The log is a
 * partition a UTC month with a collection ID a calendar month (functions/src/lib/audit-months.ts),
 * so this asks every ID: an entry filed at 23:59:59.999 on a month's last day is found a moment
 * later, whatever the clock says then.
 */
export const auditEntriesWhere = (db: Firestore, field: string, value: unknown) =>
  findAuditEntries(db, field, value);
