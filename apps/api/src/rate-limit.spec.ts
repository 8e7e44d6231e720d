import type { FastifyRequest } from 'fastify';
import { UnauthorizedException } from '@nestjs/common';
import { callerKey } from './rate-limit';

const request = (authorization: string | undefined, ip = '203.0.113.7') => ({ headers: authorization ? { authorization } : {}, ip }) as unknown as FastifyRequest;

describe('callerKey (whose budget a request spends)', () => {
  const key = callerKey({
    verify: (token: string) => {
      if (token !== 'good') throw new UnauthorizedException({ code: 'auth/invalid-token' });
      return { tournamentId: 'T1', role: 'player' as const, playerId: 'P1' };
    },
  });

  it('is the verified identity of a valid token, wherever it comes from', () => {
    expect(key(request('Bearer good'))).toBe('token:T1:player:P1');
    expect(key(request('Bearer good', '198.51.100.1'))).toBe('token:T1:player:P1');
  });

  it('is the address for junk tokens, so a new junk token per request buys no new budget', () => {
    expect(new Set(['Bearer junk-1', 'Bearer junk-2', 'Basic abc', undefined].map((h) => key(request(h))))).toEqual(new Set(['ip:203.0.113.7']));
  });
});
