/** The browser session's cookie: http-only (scripts cannot read it), same-site lax, secure unless disabled for plain-http testing. */
export const SESSION_COOKIE = 'arbiter_session';
/** The header a browser sends the session's CSRF token in, for every request that changes something. */
export const CSRF_HEADER = 'x-csrf-token';
export const SESSION_DAYS = 14;

export interface CookieSettings {
  secure: boolean;
}

export function sessionCookieOptions(settings: CookieSettings, maxAgeSeconds = SESSION_DAYS * 86_400) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: settings.secure, maxAge: maxAgeSeconds };
}
