import { ConfigError, loadConfig } from './config';

describe(loadConfig.name, () => {
  it('defaults to local PostgreSQL and Redis on a fresh machine', () => {
    expect(loadConfig({})).toMatchObject({
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/arbiter',
      redisUrl: 'redis://127.0.0.1:6379',
      host: '127.0.0.1',
      port: 3000,
      bodyLimit: 1048576,
      logLevel: 'info',
      databaseAppRole: 'arbiter_app',
      internalToken: undefined,
    });
  });

  it('reads the environment', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db/x', REDIS_URL: 'redis://r:1', PORT: '8080', BODY_LIMIT: '2048', TICK_MS: '250' });
    expect(config).toMatchObject({ databaseUrl: 'postgres://u@db/x', redisUrl: 'redis://r:1', port: 8080, bodyLimit: 2048, tickMs: 250 });
  });

  it('refuses a malformed number, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(new ConfigError('PORT must be an integer >= 0, got "eighty"'));
    expect(() => loadConfig({ BODY_LIMIT: '0' })).toThrow(/BODY_LIMIT/);
  });
});
