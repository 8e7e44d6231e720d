/** Polls `probe` until it returns a value, or fails after `ms` naming what it waited for. */
export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, ms = 60_000, everyMs = 150): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${Math.round(ms / 1000)} s waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
