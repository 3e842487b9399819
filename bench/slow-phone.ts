import type { CDPSession } from 'playwright-core';

/**
 * The slow phone of decision 005, as bench:live and bench:nav emulate it: the CPU slowed 4×, 150 ms round trips,
 * 1.6 Mbit/s down and 750 kbit/s up.
 */
export async function emulateSlowPhone(cdp: CDPSession): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6e6 / 8,
    uploadThroughput: 750e3 / 8,
  });
}
