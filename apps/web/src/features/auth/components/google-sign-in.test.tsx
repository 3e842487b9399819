import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GoogleSignIn } from './google-sign-in';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

function renderWithConfig(google: { clientId: string } | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true, data: { google } }), { status: 200 })),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <GoogleSignIn onSignedIn={() => undefined} />
    </QueryClientProvider>,
  );
}

const gsiScripts = () => document.head.querySelectorAll('script[src="https://accounts.google.com/gsi/client"]');

describe('Google sign-in button', () => {
  it('is absent, and Google is never loaded, when the server has no GOOGLE_CLIENT_ID', async () => {
    renderWithConfig(null);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('or')).toBeNull();
    expect(gsiScripts()).toHaveLength(0);
  });

  it('loads Google Identity Services only when configured, and says so if it cannot', async () => {
    renderWithConfig({ clientId: 'abc.apps.googleusercontent.com' });
    await waitFor(() => expect(gsiScripts()).toHaveLength(1));
    gsiScripts()[0]?.dispatchEvent(new Event('error'));
    expect(await screen.findByText('Failed to load Google Sign-In')).toBeTruthy();
  });
});
