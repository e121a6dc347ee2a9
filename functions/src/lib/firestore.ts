import { getFirestore, type Firestore } from "firebase-admin/firestore";

let instance: Firestore | undefined;

/** The Admin SDK Firestore, created once (the app is initialised in index.ts). */
export function db(): Firestore {
  if (!instance) {
    instance = getFirestore();
    instance.settings({ ignoreUndefinedProperties: true });
  }
  return instance;
}
