import type { Page } from 'playwright-core';

/** Polls `probe` every 100 ms until it answers something truthy; fails naming `what` after `ms`. */
export async function until<T>(what: string, probe: () => Promise<T | undefined | false>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const value = await probe();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The organizer screen's status once the action in flight has finished (read from the page: its policy allows no string evaluation). */
export function settledOrganizerStatus(page: Page): Promise<string> {
  return until('the organizer action to finish', async () => {
    const text = (await page.getByTestId('organizer-status').textContent()) ?? '';
    return text !== '' && !text.endsWith('…') ? text : undefined;
  });
}
