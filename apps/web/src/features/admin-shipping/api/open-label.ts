import { ApiError } from '../../../lib/api-client';
import { sessionToken } from '../../../lib/session';

/**
 * Opens a shipping label in a new tab. Shiprocket's labels are public PDF links; the local courier's label is an
 * admin-only page of this store, which needs the bearer token, so it is fetched here and shown from a blob. The tab
 * opens at once (in the click), so no popup blocker stands in the way of the answer that comes later.
 */
export async function openLabel(labelUrl: string): Promise<void> {
  if (!labelUrl.startsWith('/api/')) {
    window.open(labelUrl, '_blank', 'noopener,noreferrer');
    return;
  }
  const tab = window.open('about:blank', '_blank');
  try {
    const token = sessionToken();
    const response = await fetch(labelUrl, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (!response.ok) throw new ApiError(`The label could not be opened (${response.status})`, response.status);
    const blob = new Blob([await response.text()], { type: 'text/html' });
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    // The tab has read it once it loaded; keep the memory no longer than needed.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
