// What the api and the worker share: tournament and game streams, folds, queues, read views.
// The Nest shell around the pure libraries (it may use Nest, BullMQ and TypeORM); no app imports.
export * from './tournaments/tournament-stream';
export * from './tournaments/tournament-events';
export * from './tournaments/tournament-folds';
export * from './tournaments/match-id';
export * from './tournaments/round-view';
export * from './tournaments/judge-queue';
export * from './tournaments/round-requests.repository';
export * from './queues/tournament-queues';
export * from './queues/job-schedulers';
export * from './games/game-stream';
export * from './games/game-record';
export * from './games/match-context';
export * from './games/judged-verdict';
export * from './games/registered-games';
export * from './games/games-registry.module';
