import { JwtService } from '@nestjs/jwt';
import { sign } from 'jsonwebtoken';
import { TokenService } from './token.service';

const SECRET = 'test-secret';

describe('TokenService.verify', () => {
  const tokens = new TokenService(new JwtService({ secret: SECRET, signOptions: { algorithm: 'HS256', expiresIn: '1h' } }));
  const claims = { tid: 'T1', role: 'organizer' };

  it('accepts the tokens it issues (HS256, with exp)', () => {
    expect(tokens.verify(tokens.issue({ tournamentId: 'T1', role: 'organizer' }))).toEqual({ tournamentId: 'T1', role: 'organizer' });
  });

  it('refuses a token signed with the right secret but HS512 (the algorithm is pinned to HS256)', () => {
    const hs512 = sign(claims, SECRET, { algorithm: 'HS512', expiresIn: '1h' });
    expect(() => tokens.verify(hs512)).toThrow(expect.objectContaining({ response: expect.objectContaining({ code: 'auth/invalid-token' }) }));
  });

  it('refuses a token without exp', () => {
    const forever = sign(claims, SECRET, { algorithm: 'HS256' });
    expect(() => tokens.verify(forever)).toThrow(expect.objectContaining({ response: expect.objectContaining({ code: 'auth/invalid-token', message: expect.stringMatching(/no expiry/) }) }));
  });
});
