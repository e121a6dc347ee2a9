import { FieldValue, type DocumentSnapshot, type Transaction } from "firebase-admin/firestore";
import { addAudit, createdFields, updatedFields } from "../lib/audit";
import { collections, pageVersions } from "../lib/collections";
import { conflict } from "../lib/http-error";
import type { SessionClaims } from "../shared/session";
import type { Page, PageFields, PageVersion } from "../shared/page.schema";
import { docToJson } from "../lib/serialize";
import { pageDocument, pageVersionDocument } from "./page-document";

/** Every Firestore access of pages and their versions. */
const pages = collections.pages;

/** One page as a write names it (lib/audited-write.ts), with its 404 message. */
export const pageTarget = (id: string) => ({ collection: "pages", id, missing: "No such page." }) as const;

export const bySlugQuery = (slug: string) => pages.col().where("slug", "==", slug).limit(2);

/** Another page (not `exceptId`) with this slug; archived pages keep theirs, so they count. */
export async function findBySlug(slug: string, exceptId?: string, tx?: Transaction) {
  const query = bySlugQuery(slug);
  const snap = tx ? await tx.get(query) : await query.get();
  return snap.docs.find((d) => d.id !== exceptId) ?? null;
}

export const slugTaken = () =>
  conflict("Another page already uses this address.", { slug: "Another page already uses this address." });

export const readPage = (snap: DocumentSnapshot): Page => {
  const p = pages.read(snap);
  return { ...p, archived: p.archived === true, version: p.version ?? 1 };
};

export function readVersion(snap: DocumentSnapshot, withBody: boolean): PageVersion {
  const v = docToJson<PageVersion & { _id?: string }>(snap);
  const { _id: _ignored, body, ...rest } = v;
  return { ...rest, restoredFrom: rest.restoredFrom ?? null, ...(withBody ? { body: body ?? "" } : {}) };
}

/**
 * Writes a page's content as version `version` inside `tx`: the page itself, its version document
 * and the audit entry, all or nothing. The caller has checked the slug and the version.
 */
export function writePageVersion(
  tx: Transaction,
  actor: SessionClaims,
  target: { id: string; created: boolean; archived: boolean; version: number },
  fields: PageFields,
  audit: { action: string; details: Record<string, unknown>; restoredFrom?: number },
) {
  const ref = pages.ref(target.id);
  const doc = {
    ...pageDocument(fields, { archived: target.archived, version: target.version }),
    updatedByName: actor.name,
  };
  if (target.created) tx.create(ref, { ...doc, ...createdFields(actor) });
  else tx.update(ref, { ...doc, ...updatedFields(actor) });
  tx.create(
    pageVersions.ref(target.id, target.version),
    pageVersionDocument(target.version, fields, {
      uid: actor.sub,
      name: actor.name,
      at: FieldValue.serverTimestamp(),
      restoredFrom: audit.restoredFrom ?? null,
    }),
  );
  addAudit(tx, actor, {
    action: audit.action,
    resource: "pages",
    resourceId: target.id,
    details: { ...audit.details, version: target.version },
  });
}

/** The content fields of a stored page, as a save takes them. */
export function fieldsOf(p: Page | PageVersion): PageFields {
  return {
    slug: p.slug,
    title: p.title,
    body: p.body ?? "",
    status: p.status,
    audience: p.audience,
    order: p.order,
  };
}
