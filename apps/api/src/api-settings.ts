/** Settings of the api alone (the shared ones are the platform config's); see docs/configuration.md. */
export interface ApiSettings {
  /**
   * Fastify's `trustProxy`: whose X-Forwarded-For to believe for the client address (false: no
   * one, the socket's peer is the client; true: any; a number: that many hops; or addresses/CIDRs).
   */
  trustProxy: boolean | number | string;
  /** Tournaments one client may create per minute (0: no limit of its own). */
  tournamentCreateLimit: number;
  /** Whether the session cookie is marked Secure (sent over https only; browsers also accept it from http://localhost). */
  cookieSecure: boolean;
  /** Sign-in and sign-up attempts one address may make per 15 minutes (0: no limit of its own). */
  signInLimit: number;
}

/** TRUST_PROXY, TOURNAMENT_CREATE_LIMIT, SIGN_IN_LIMIT and COOKIE_SECURE, refused in words when they cannot be read. */
export function apiSettingsFrom(env: NodeJS.ProcessEnv): ApiSettings {
  const proxy = (env.TRUST_PROXY ?? '').trim();
  let trustProxy: ApiSettings['trustProxy'] = false;
  if (proxy === 'true') trustProxy = true;
  else if (/^\d+$/.test(proxy)) trustProxy = Number(proxy);
  else if (proxy !== '' && proxy !== 'false') trustProxy = proxy;
  const limit = (env.TOURNAMENT_CREATE_LIMIT ?? '').trim();
  if (limit !== '' && !/^\d+$/.test(limit)) throw new Error(`TOURNAMENT_CREATE_LIMIT must be a whole number of tournaments per minute (not ${JSON.stringify(limit)})`);
  const signIn = (env.SIGN_IN_LIMIT ?? '').trim();
  if (signIn !== '' && !/^\d+$/.test(signIn)) throw new Error(`SIGN_IN_LIMIT must be a whole number of attempts per 15 minutes (not ${JSON.stringify(signIn)})`);
  const secure = (env.COOKIE_SECURE ?? '').trim();
  if (secure !== '' && secure !== 'true' && secure !== 'false') throw new Error(`COOKIE_SECURE must be true or false (not ${JSON.stringify(secure)})`);
  return { trustProxy, tournamentCreateLimit: limit === '' ? 30 : Number(limit), cookieSecure: secure !== 'false', signInLimit: signIn === '' ? 20 : Number(signIn) };
}
