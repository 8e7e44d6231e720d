import { apiSettingsFrom } from './api-settings';

describe('apiSettingsFrom', () => {
  it('reads TRUST_PROXY as Fastify takes it: off by default, true, a hop count, or addresses', () => {
    expect(apiSettingsFrom({}).trustProxy).toBe(false);
    expect(apiSettingsFrom({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(apiSettingsFrom({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(apiSettingsFrom({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(apiSettingsFrom({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
  });

  it('reads TOURNAMENT_CREATE_LIMIT (30 a minute by default) and refuses one that is not a whole number', () => {
    expect(apiSettingsFrom({}).tournamentCreateLimit).toBe(30);
    expect(apiSettingsFrom({ TOURNAMENT_CREATE_LIMIT: '0' }).tournamentCreateLimit).toBe(0);
    expect(() => apiSettingsFrom({ TOURNAMENT_CREATE_LIMIT: 'lots' })).toThrow('TOURNAMENT_CREATE_LIMIT must be a whole number of tournaments per minute (not "lots")');
  });

  it('reads COOKIE_SECURE (secure by default) and SIGN_IN_LIMIT (20 per 15 minutes by default), refusing others in words', () => {
    expect(apiSettingsFrom({}).cookieSecure).toBe(true);
    expect(apiSettingsFrom({ COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
    expect(() => apiSettingsFrom({ COOKIE_SECURE: 'no' })).toThrow('COOKIE_SECURE must be true or false (not "no")');
    expect(apiSettingsFrom({}).signInLimit).toBe(20);
    expect(apiSettingsFrom({ SIGN_IN_LIMIT: '0' }).signInLimit).toBe(0);
    expect(() => apiSettingsFrom({ SIGN_IN_LIMIT: 'many' })).toThrow('SIGN_IN_LIMIT must be a whole number of attempts per 15 minutes (not "many")');
  });
});
