import { launch, type LaunchedChrome } from 'chrome-launcher';

/**
 * Debian's Chromium, headless, with the flags this machine needs (no sandbox as root, no GPU, no background
 * traffic), for the Lighthouse scripts. CHROMIUM_PATH overrides the binary.
 */
export function launchChromium(): Promise<LaunchedChrome> {
  return launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}
