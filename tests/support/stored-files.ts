import { getApps, initializeApp } from "firebase-admin/app";
import { getStorage } from "firebase-admin/storage";
import { PROJECT_ID } from "./env";
import { squarePng } from "./png";

// The Storage emulator (its fixed port); `npm test` exports this already.
process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= "127.0.0.1:9199";

/** The default bucket the Functions emulator gives the API (firebase-tools: `<project>.appspot.com`). */
export const BUCKET = `${PROJECT_ID}.appspot.com`;

const bucket = () => getStorage(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID })).bucket(BUCKET);

/** Puts a file where the browser would have uploaded it (the Admin SDK passes no rules). */
export async function storeFile(path: string, contentType = "image/png", bytes: Buffer = squarePng()) {
  await bucket().file(path).save(bytes, { contentType, resumable: false });
}

export async function fileExists(path: string): Promise<boolean> {
  const [exists] = await bucket().file(path).exists();
  return exists;
}
