/**
 * Hands a (signed) link to the browser to download: a temporary `<a download>` is clicked, so the
 * file is saved rather than replacing the page. The link's own server decides the final file name
 * for other origins (Content-Disposition); `fileName` is the suggestion for same-origin links.
 */
export function startDownload(url: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
