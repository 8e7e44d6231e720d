/** Injection tokens of the platform modules. */
export const PLATFORM_CONFIG = Symbol('PLATFORM_CONFIG');
export const EVENT_STORE = Symbol('EVENT_STORE');
export const PINO = Symbol('PINO');

/** Queue names. `projections` carries wake-ups (never facts); `heartbeat` proves a worker is alive. */
export const PROJECTIONS_QUEUE = 'projections';
export const HEARTBEAT_QUEUE = 'heartbeat';
export const CATCH_UP_JOB = 'catch-up';
export const TICK_JOB = 'tick';
