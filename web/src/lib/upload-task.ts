import type { CreateUploadSlotInput, UploadSlot } from "@shared/upload-slot.schema";
import { uploadRoutes } from "@shared/upload.routes";
import { apiCall } from "./api-call";
import { ApiError } from "./api-client";
import { loadFirebaseUser } from "./auth/load-firebase-user";

/** Why a picked file was not uploaded, in words for the person who picked it. */
export class UploadRefused extends Error {}

/**
 * What a file is for (its kind, and the chat of an attachment): the API turns it into the path
 * the file may be uploaded to. Its type and size are the file's own.
 */
export type UploadTarget = CreateUploadSlotInput extends infer T
  ? T extends CreateUploadSlotInput
    ? Omit<T, "contentType" | "size">
    : never
  : never;

/**
 * Asks the API for an upload slot (`POST /api/uploads`): the path this file may be stored at, a
 * new one each time. storage.rules refuse any upload without one, and the API caps slots and bytes
 * per person: its refusal (a 400 for the type or size, a 429 over the cap) is said to the person.
 */
async function uploadSlot(target: UploadTarget, file: Blob, contentType: string): Promise<UploadSlot> {
  try {
    return await apiCall(uploadRoutes.create, {
      body: { ...target, contentType, size: file.size } as CreateUploadSlotInput,
      quiet: true,
    });
  } catch (err) {
    if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401) {
      throw new UploadRefused(Object.values(err.fields)[0] ?? err.message);
    }
    throw err;
  }
}

export interface UploadProgress {
  transferred: number;
  total: number;
  /** Measured over the last few seconds; null until there is something to measure. */
  bytesPerSecond: number | null;
  secondsLeft: number | null;
  paused: boolean;
}

/** An upload's progress before its first byte is sent. */
export const progressAtStart = (file: Blob): UploadProgress => ({
  transferred: 0,
  total: file.size,
  bytesPerSecond: null,
  secondsLeft: null,
  paused: false,
});

/** A running upload: its outcome (the stored path) and its controls. */
export interface FileUpload {
  done: Promise<string>;
  pause: () => void;
  resume: () => void;
  cancel: () => void;
}

/** How far back the speed is measured. */
const SPEED_WINDOW_MS = 4000;

/**
 * Uploads `file` for `target` (to the path of a slot the API issues) with the Storage web SDK's resumable upload: the SDK reads the file in
 * chunks as it sends them (never the whole file into memory) and retries a chunk that fails. The
 * upload pauses by itself while the browser is offline and resumes when it is back. Progress
 * carries the speed over the last seconds and the time left at that speed. Storage and Firebase
 * Auth load here, on first use: the rules check the Firebase user's token (its `role` claim), the
 * account's status and the slot.
 */
export async function startUpload(
  target: UploadTarget,
  file: Blob,
  contentType: string,
  onProgress: (p: UploadProgress) => void,
): Promise<FileUpload> {
  const [{ storage, ref, uploadBytesResumable }, { currentFirebaseUser }, { path }] = await Promise.all([
    import("./storage"),
    loadFirebaseUser(),
    uploadSlot(target, file, contentType),
  ]);
  if (!(await currentFirebaseUser())) throw new UploadRefused("Sign in again to upload files.");
  const task = uploadBytesResumable(ref(storage, path), file, { contentType });
  const samples: { at: number; bytes: number }[] = [];
  let last = progressAtStart(file);
  const report = (p: UploadProgress) => {
    last = p;
    onProgress(p);
  };
  // Said at once: the SDK reports the pause only when the chunk in flight has ended.
  const pause = () => {
    task.pause();
    samples.length = 0;
    report({ ...last, bytesPerSecond: null, secondsLeft: null, paused: true });
  };
  const resume = () => {
    task.resume();
    report({ ...last, paused: false });
  };
  let userPaused = false;
  const offline = () => pause();
  const online = () => {
    if (!userPaused) resume();
  };
  window.addEventListener("offline", offline);
  window.addEventListener("online", online);
  const done = new Promise<string>((resolve, reject) => {
    task.on(
      "state_changed",
      (snap) => {
        const now = performance.now();
        samples.push({ at: now, bytes: snap.bytesTransferred });
        while (samples.length > 2 && now - samples[0]!.at > SPEED_WINDOW_MS) samples.shift();
        const first = samples[0]!;
        const seconds = (now - first.at) / 1000;
        const bytesPerSecond = seconds > 0.2 ? (snap.bytesTransferred - first.bytes) / seconds : null;
        report({
          transferred: snap.bytesTransferred,
          total: snap.totalBytes,
          bytesPerSecond,
          secondsLeft: bytesPerSecond ? (snap.totalBytes - snap.bytesTransferred) / bytesPerSecond : null,
          paused: snap.state === "paused",
        });
      },
      reject,
      () => resolve(path),
    );
  }).finally(() => {
    window.removeEventListener("offline", offline);
    window.removeEventListener("online", online);
  });
  return {
    done,
    pause: () => {
      userPaused = true;
      pause();
    },
    resume: () => {
      userPaused = false;
      resume();
    },
    cancel: () => void task.cancel(),
  };
}

/** True when an upload ended because it was cancelled (not a failure to report). */
export const wasCancelled = (err: unknown) => (err as { code?: string })?.code === "storage/canceled";
