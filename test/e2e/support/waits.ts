import type { Locator, Page } from 'playwright-core';

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

/** Waits until the element's text contains `wanted` (a string) or matches it (a pattern), and returns the text; fails with the text last seen. */
export async function textMatching(locator: Locator, wanted: string | RegExp, ms = 30_000): Promise<string> {
  let seen = '';
  const matches = (text: string) => (typeof wanted === 'string' ? text.includes(wanted) : wanted.test(text));
  try {
    return await until(`text ${String(wanted)}`, async () => {
      seen = (await locator.first().textContent({ timeout: 1_000 }).catch(() => null)) ?? '';
      return matches(seen) ? seen : undefined;
    }, ms);
  } catch {
    throw new Error(`expected text ${String(wanted)}, last saw ${JSON.stringify(seen)}`);
  }
}
