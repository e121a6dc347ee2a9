import {
  connectStorageEmulator,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytesResumable,
} from "firebase/storage";
import { firebaseApp, usesEmulators } from "./firebase";

/**
 * Cloud Storage for uploads (profile photos, the school's logo), initialised once at module scope.
 * Import it only through lib/upload-task.ts (upload-image.ts, the video upload, chat attachments) and
 * lib/stored-file-url.ts, which load it when someone picks or opens a file: it is in
 * the `live` chunk group (web/build/chunk-groups.ts), never on /login.
 */
export const storage = getStorage(firebaseApp);

if (usesEmulators) {
  connectStorageEmulator(storage, "127.0.0.1", 9199);
}

export { getDownloadURL, ref, uploadBytesResumable };
