import { connectStorageEmulator, getDownloadURL, getStorage, ref, uploadBytes } from "firebase/storage";
import { firebaseApp, usesEmulators } from "./firebase";

/** Cloud Storage for uploads and chat files: loaded only when a file is picked or shown. */
export const storage = getStorage(firebaseApp);

if (usesEmulators) {
  connectStorageEmulator(storage, "127.0.0.1", 9199);
}

export { getDownloadURL, ref, uploadBytes };
