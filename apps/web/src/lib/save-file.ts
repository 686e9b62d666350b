/** Hands a downloaded file to the browser's own download, under `name`. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the file after the click returns; the object URL goes once it has.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
