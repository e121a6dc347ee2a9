import { useState, type DragEvent } from "react";

/**
 * A drop zone for files: `dragging` while files are held over it (and it takes them), and the
 * handlers to spread on it. A drag of anything but files (selected text) is left to the browser;
 * files are always caught, so one dropped where it is not taken does not open in the tab.
 */
export function useFileDrop(onFiles: (files: FileList) => void, taking = true) {
  const [dragging, setDragging] = useState(false);
  const dropHandlers = {
    onDragOver: (e: DragEvent) => {
      if (!e.dataTransfer.types.includes("Files")) return;
      e.preventDefault();
      setDragging(taking);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      setDragging(false);
      if (taking) onFiles(e.dataTransfer.files);
    },
  };
  return { dragging, dropHandlers };
}
