import { saveObjectUrl } from './download-file';

/**
 * Opens a file the API answers (a PDF, a printable page) in a new tab: the tab is opened at the click, so the browser
 * lets it open, and filled when the file arrives; where no tab opens, the file is saved as `fileName`. The API needs
 * the bearer token, so a plain link cannot fetch it.
 */
export async function openFile(load: () => Promise<Blob>, fileName: string): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  try {
    const url = URL.createObjectURL(await load());
    if (tab) tab.location.href = url;
    else saveObjectUrl(url, fileName);
    // The tab has read it once it loaded; keep the memory no longer than needed.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
