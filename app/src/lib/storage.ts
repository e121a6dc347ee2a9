import { connectStorageEmulator, getStorage, ref, uploadBytes } from "firebase/storage";
import { firebaseApp, usesEmulators } from "./firebase";

/** Cloud Storage for uploads (screenshots, a profile photo): loaded only when a file is picked. */
export const storage = getStorage(firebaseApp);

if (usesEmulators) {
  connectStorageEmulator(storage, "127.0.0.1", 9199);
}

export { ref, uploadBytes };
