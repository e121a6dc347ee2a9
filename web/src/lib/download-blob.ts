/** Saves a blob as a file through a temporary link. */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  // Firefox only follows a link that is in the document.
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoking at once can cancel the download in some browsers; a second is plenty.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
