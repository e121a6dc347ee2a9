import { useState, type DragEvent } from "react";

/**
 * A drop zone for files: `dragging` while files are held over it (and it takes them), and the
 * handlers to spread on it. A drag of anything but files (selected text) is left to the browser;
 * files are always caught, so one dropped where it is not taken does not open in the tab.
 */
export function useFileDrop(onFiles: (files: FileList) => void, taking = true) {
  const [dragging, setDragging] = useState(false);
  const hasFiles = (e: DragEvent) => e.dataTransfer.types.includes("Files");
  const dropHandlers = {
    onDragOver: (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      setDragging(taking);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (e: DragEvent) => {
      setDragging(false);
      // Text dropped into a field inside the zone (the message box) is the browser's to insert.
      if (!hasFiles(e)) return;
      e.preventDefault();
      if (taking) onFiles(e.dataTransfer.files);
    },
  };
  return { dragging, dropHandlers };
}
