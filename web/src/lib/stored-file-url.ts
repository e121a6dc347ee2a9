import { loadFirebaseUser } from "./auth/load-firebase-user";

/**
 * A download URL for a stored file the signed-in Firebase user may read: asking for it is the
 * read storage.rules check (a chat attachment: the chat's members only). Storage and Firebase Auth
 * load here, on first use, like uploads (lib/upload-task.ts).
 */
export async function storedFileUrl(path: string): Promise<string> {
  const [{ storage, ref, getDownloadURL }, { currentFirebaseUser }] = await Promise.all([
    import("./storage"),
    loadFirebaseUser(),
  ]);
  await currentFirebaseUser();
  return getDownloadURL(ref(storage, path));
}
