import { EngineVersionRegistry, UnknownEngineVersionError } from '../../src';

describe('EngineVersionRegistry', () => {
  it('builds each version once and refuses one not replayable, naming those that are', () => {
    let built = 0;
    const registry = new EngineVersionRegistry('race', '1.1.0', ['1.0.0', '1.1.0'], (v) => ({ v, n: ++built }));
    expect(registry.engine()).toEqual({ v: '1.1.0', n: 1 });
    expect(registry.engine('1.1.0')).toBe(registry.engine());
    expect(registry.engine('1.0.0').n).toBe(2);
    expect(() => registry.engine('2.0.0')).toThrow(UnknownEngineVersionError);
    expect(() => registry.engine('2.0.0')).toThrow('engine version "2.0.0" is not one this engine replays (it replays 1.0.0, 1.1.0)');
    expect(() => new EngineVersionRegistry('race', '3.0.0', ['1.0.0'], () => 0)).toThrow(/must be replayable/);
  });
});
