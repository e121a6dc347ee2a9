/*
 * What the player reports of a video: "started" once when it first plays, and "progress" once the
 * student has reached 90% of it (the API records started and watched-to-90%, and takes at most one
 * write a minute per video, so reporting each milestone once is all it needs).
 */
export const WATCHED_SHARE = 0.9;

export type ProgressEvent = { event: "started" | "progress"; position: number; duration: number };

export interface ProgressTracker {
  /** The event to send for this moment of playback, if any. */
  at(position: number, duration: number): ProgressEvent | null;
}

export function progressTracker(): ProgressTracker {
  let started = false;
  let watched = false;
  return {
    at(position, duration) {
      const pos = Math.max(0, Math.round(position));
      const dur = Number.isFinite(duration) && duration > 0 ? Math.round(duration) : 0;
      if (!started) {
        started = true;
        return { event: "started", position: pos, duration: dur };
      }
      if (!watched && dur > 0 && position / duration >= WATCHED_SHARE) {
        watched = true;
        return { event: "progress", position: pos, duration: dur };
      }
      return null;
    },
  };
}
