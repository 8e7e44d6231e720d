import type { CookieSettings } from '../auth';

/** The DI token of the session cookie's settings (COOKIE_SECURE; docs/configuration.md). */
export const COOKIE_SETTINGS = Symbol('CookieSettings');
export type { CookieSettings };
