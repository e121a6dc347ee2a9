import { VIDEO_MAX_BYTES, VIDEO_TYPES, type VideoType } from "@shared/storage-path.schema";
import { VIDEO_LINK_REFUSED, titleFromFileName, videoLinkOf } from "@shared/video.schema";
import { useCallback, useRef, useState } from "react";
import {
  progressAtStart,
  startUpload,
  wasCancelled,
  type FileUpload,
  type UploadProgress,
} from "@/lib/upload-task";
import { useCreateVideo } from "./api/save-video";
import { capturePoster } from "./capture-poster";
import { formatBytes } from "@/lib/format-bytes";

export type ItemState =
  "queued" | "preparing" | "uploading" | "saving" | "ready" | "done" | "refused" | "failed" | "cancelled";

/** One file or link of a batch, and where it is. */
export interface QueueItem {
  key: string;
  kind: "file" | "link";
  /** The file's name or the pasted link. */
  name: string;
  size: number | null;
  title: string;
  programId: string;
  week: number;
  state: ItemState;
  reason: string | null;
  progress: UploadProgress | null;
  /** Set once the file is stored: a retry then only saves the record. */
  path: string | null;
  posterPath: string | null;
  durationSeconds: number | null;
  videoId: string | null;
}

/** At most this many files upload at once; the rest wait their turn. */
const PARALLEL = 2;

const EXTENSION_TYPES: Record<string, VideoType> = {
  mp4: "video/mp4",
  webm: "video/webm",
  mov: "video/quicktime",
};

/** The file's video type (by its type, or its extension when the browser gives none). */
export function videoTypeOf(file: File): VideoType | null {
  if (file.type in VIDEO_TYPES) return file.type as VideoType;
  if (file.type) return null;
  return EXTENSION_TYPES[file.name.split(".").pop()?.toLowerCase() ?? ""] ?? null;
}

/** Why a file cannot go to the library, or null. The same limits as storage.rules. */
export function fileProblem(file: File): string | null {
  if (!videoTypeOf(file)) return "Not a video we accept: choose an MP4, WebM or QuickTime (.mov) file.";
  if (file.size === 0) return "The file is empty.";
  if (file.size > VIDEO_MAX_BYTES)
    return `Too large (${formatBytes(file.size)}): the limit is ${formatBytes(VIDEO_MAX_BYTES)}.`;
  return null;
}

/** A new item of a batch: refused with `problem`, or waiting its turn. */
function newItem(
  what: Pick<QueueItem, "key" | "kind" | "name" | "size" | "title">,
  { programId, week, problem }: { programId: string; week: number; problem: string | null },
): QueueItem {
  return {
    ...what,
    programId,
    week,
    state: problem ? "refused" : "queued",
    reason: problem,
    progress: null,
    path: null,
    posterPath: null,
    durationSeconds: null,
    videoId: null,
  };
}

const PROVIDER_TITLE = { youtube: "YouTube video", vimeo: "Vimeo video", file: "Linked video" } as const;

/**
 * The upload screen's batch: files upload (two at a time, resumably) and are saved as drafts of the
 * chosen program week with the title shown at that moment; links wait for "Save links". Refused
 * files stay in the list with their reason while the rest go on.
 */
export function useUploadQueue() {
  const items = useRef<QueueItem[]>([]);
  const files = useRef(new Map<string, File>());
  const uploads = useRef(new Map<string, FileUpload>());
  const [, setVersion] = useState(0);
  const create = useCreateVideo();
  const createRef = useRef(create.mutateAsync);
  createRef.current = create.mutateAsync;

  const update = useCallback((key: string, patch: Partial<QueueItem>) => {
    items.current = items.current.map((i) => (i.key === key ? { ...i, ...patch } : i));
    setVersion((v) => v + 1);
  }, []);
  const itemOf = (key: string) => items.current.find((i) => i.key === key)!;

  const save = useCallback(
    async (key: string) => {
      const item = itemOf(key);
      update(key, { state: "saving", reason: null });
      try {
        const video = await createRef.current({
          title:
            item.title.trim() || (item.kind === "file" ? titleFromFileName(item.name) : "Untitled video"),
          programId: item.programId,
          week: item.week,
          source:
            item.kind === "file" ? { kind: "upload", path: item.path! } : { kind: "link", url: item.name },
          durationSeconds: item.durationSeconds,
          posterPath: item.posterPath,
          status: "draft",
        });
        update(key, { state: "done", videoId: video._id });
      } catch (err) {
        update(key, { state: "failed", reason: `Not saved: ${(err as Error).message}` });
      }
    },
    [update],
  );

  const pump = useCallback(() => {
    const active = items.current.filter((i) => i.state === "preparing" || i.state === "uploading").length;
    const waiting = items.current
      .filter((i) => i.state === "queued")
      .slice(0, Math.max(0, PARALLEL - active));
    for (const item of waiting) void run(item.key);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- run is declared below and stable
  }, []);

  const run = useCallback(
    async (key: string) => {
      const file = files.current.get(key)!;
      update(key, { state: "preparing", reason: null, progress: null });
      try {
        const { poster, durationSeconds } = await capturePoster(file);
        let posterPath: string | null = null;
        if (poster) {
          posterPath = await startUpload({ kind: "video-poster" }, poster, "image/jpeg", () => undefined)
            .then((u) => u.done)
            .catch(() => null); // a video without a poster is still a video
        }
        const type = videoTypeOf(file)!;
        const upload = await startUpload({ kind: "video" }, file, type, (progress) =>
          update(key, { state: "uploading", progress }),
        );
        uploads.current.set(key, upload);
        update(key, {
          state: "uploading",
          posterPath,
          durationSeconds,
          progress: itemOf(key).progress ?? progressAtStart(file),
        });
        const path = await upload.done;
        uploads.current.delete(key);
        update(key, { path });
      } catch (err) {
        uploads.current.delete(key);
        if (wasCancelled(err)) update(key, { state: "cancelled", reason: "Cancelled.", progress: null });
        else
          update(key, {
            state: "failed",
            reason:
              (err as { code?: string }).code === "storage/unauthorized"
                ? "Storage refused the file (its type or size, or your role)."
                : `The upload failed: ${(err as Error).message}`,
          });
        pump();
        return;
      }
      pump();
      await save(key);
    },
    [pump, save, update],
  );

  const addFiles = (list: Iterable<File>, programId: string, week: number) => {
    for (const file of list) {
      const key = crypto.randomUUID();
      const problem = fileProblem(file);
      files.current.set(key, file);
      items.current = [
        ...items.current,
        newItem(
          { key, kind: "file", name: file.name, size: file.size, title: titleFromFileName(file.name) },
          { programId, week, problem },
        ),
      ];
    }
    setVersion((v) => v + 1);
    pump();
  };

  const addLinks = (text: string, programId: string, week: number) => {
    for (const line of text.split(/\s+/).filter(Boolean)) {
      const link = videoLinkOf(line);
      const item = newItem(
        {
          key: crypto.randomUUID(),
          kind: "link",
          name: line,
          size: null,
          title: link ? PROVIDER_TITLE[link.provider] : "",
        },
        { programId, week, problem: link ? null : VIDEO_LINK_REFUSED },
      );
      items.current = [...items.current, link ? { ...item, state: "ready" } : item];
    }
    setVersion((v) => v + 1);
  };

  const saveLinks = () =>
    Promise.all(
      items.current.filter((i) => i.kind === "link" && i.state === "ready").map((i) => save(i.key)),
    );

  return {
    items: items.current,
    addFiles,
    addLinks,
    saveLinks,
    setTitle: (key: string, title: string) => update(key, { title }),
    pause: (key: string) => uploads.current.get(key)?.pause(),
    resume: (key: string) => uploads.current.get(key)?.resume(),
    cancel: (key: string) => uploads.current.get(key)?.cancel(),
    /** A failed or cancelled item again: only the save when the file is already stored. */
    retry: (key: string) => {
      const item = itemOf(key);
      if (item.kind === "link" || item.path) void save(key);
      else {
        update(key, { state: "queued", reason: null });
        pump();
      }
    },
    remove: (key: string) => {
      uploads.current.get(key)?.cancel();
      items.current = items.current.filter((i) => i.key !== key);
      files.current.delete(key);
      setVersion((v) => v + 1);
    },
  };
}
