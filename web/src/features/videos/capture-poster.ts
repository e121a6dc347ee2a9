/** The poster frame and length of a video file, read in the browser; nulls when it cannot be. */
export interface CapturedFrame {
  poster: Blob | null;
  durationSeconds: number | null;
}

const POSTER_WIDTH = 640;
const WAIT_MS = 8000;

function once(target: HTMLVideoElement, event: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error(`No ${event}`)), WAIT_MS);
    target.addEventListener(
      event,
      () => {
        window.clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
    target.addEventListener("error", () => reject(new Error("Cannot read the video")), { once: true });
  });
}

/**
 * Plays the file into a detached <video> (an object URL: the browser reads what it needs of the
 * file, not all of it), seeks a moment in and draws that frame onto a canvas as a JPEG. A file
 * the browser cannot decode still uploads, without a poster.
 */
export async function capturePoster(file: Blob): Promise<CapturedFrame> {
  const url = URL.createObjectURL(file);
  const video = document.createElement("video");
  video.muted = true;
  video.playsInline = true;
  video.preload = "auto";
  try {
    video.src = url;
    await once(video, "loadeddata");
    const duration = Number.isFinite(video.duration) ? Math.round(video.duration) : null;
    const at = duration ? Math.min(1, video.duration / 2) : 0;
    if (at > 0) {
      video.currentTime = at;
      await once(video, "seeked");
    }
    const scale = Math.min(1, POSTER_WIDTH / (video.videoWidth || POSTER_WIDTH));
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round((video.videoWidth || 320) * scale));
    canvas.height = Math.max(1, Math.round((video.videoHeight || 180) * scale));
    canvas.getContext("2d")?.drawImage(video, 0, 0, canvas.width, canvas.height);
    const poster = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.8));
    return { poster, durationSeconds: duration };
  } catch {
    return { poster: null, durationSeconds: null };
  } finally {
    video.removeAttribute("src");
    video.load();
    URL.revokeObjectURL(url);
  }
}
