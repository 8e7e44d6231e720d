/** Settings of the api alone (the shared ones are the platform config's); see docs/configuration.md. */
export interface ApiSettings {
  /**
   * Fastify's `trustProxy`: whose X-Forwarded-For to believe for the client address (false: no
   * one, the socket's peer is the client; true: any; a number: that many hops; or addresses/CIDRs).
   */
  trustProxy: boolean | number | string;
  /** Tournaments one client may create per minute (0: no limit of its own). */
  tournamentCreateLimit: number;
}

/** TRUST_PROXY and TOURNAMENT_CREATE_LIMIT, refused in words when they cannot be read. */
export function apiSettingsFrom(env: NodeJS.ProcessEnv): ApiSettings {
  const proxy = (env.TRUST_PROXY ?? '').trim();
  let trustProxy: ApiSettings['trustProxy'] = false;
  if (proxy === 'true') trustProxy = true;
  else if (/^\d+$/.test(proxy)) trustProxy = Number(proxy);
  else if (proxy !== '' && proxy !== 'false') trustProxy = proxy;
  const limit = (env.TOURNAMENT_CREATE_LIMIT ?? '').trim();
  if (limit !== '' && !/^\d+$/.test(limit)) throw new Error(`TOURNAMENT_CREATE_LIMIT must be a whole number of tournaments per minute (not ${JSON.stringify(limit)})`);
  return { trustProxy, tournamentCreateLimit: limit === '' ? 30 : Number(limit) };
}
