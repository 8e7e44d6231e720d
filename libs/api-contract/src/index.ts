/**
 * The JSON bodies of the HTTP API, shared by the api that builds them and every reader (the
 * dashboard, the demo client, tests). Types only: the browser build imports nothing at run time.
 */
export type * from './accounts';
export type * from './cards';
export type * from './feed';
export type * from './games';
export type * from './judge';
export type * from './live-games';
export type * from './metagame';
export type * from './problem';
export type * from './replay';
export type * from './rounds';
export type * from './standings';
export type * from './tournaments';
