import { loadFirebaseUser } from "./auth/load-firebase-user";

/** Why a picked file was not uploaded, in words for the person who picked it. */
export class UploadRefused extends Error {}

/** A random name with `extension`, so a new upload never overwrites a cached old one. */
export function randomFileName(extension: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}.${extension}`;
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
 * Uploads `file` to `path` with the Storage web SDK's resumable upload: the SDK reads the file in
 * chunks as it sends them (never the whole file into memory) and retries a chunk that fails. The
 * upload pauses by itself while the browser is offline and resumes when it is back. Progress
 * carries the speed over the last seconds and the time left at that speed. Storage and Firebase
 * Auth load here, on first use: the rules check the Firebase user's token (its `role` claim).
 */
export async function startUpload(
  path: string,
  file: Blob,
  contentType: string,
  onProgress: (p: UploadProgress) => void,
): Promise<FileUpload> {
  const [{ storage, ref, uploadBytesResumable }, { currentFirebaseUser }] = await Promise.all([
    import("./storage"),
    loadFirebaseUser(),
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
