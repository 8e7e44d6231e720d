import { Controller, Get, INestApplication, Param } from '@nestjs/common';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { AuthModule } from './auth.module';
import { Principal } from './principal';
import { CurrentPrincipal } from './principal.decorator';
import { Roles } from './roles.decorator';
import { TokenService } from './token.service';

@Controller('t/:tournamentId')
class ProbeController {
  @Get('public')
  open(@CurrentPrincipal() principal: Principal | undefined) {
    return { principal: principal ?? null };
  }

  @Get('officials')
  @Roles('organizer', 'judge')
  officials(@Param('tournamentId') id: string) {
    return { id };
  }
}

describe('AuthGuard', () => {
  let app: NestFastifyApplication;
  let tokens: TokenService;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [AuthModule.forRoot({ secret: 'test-secret' })],
      controllers: [ProbeController],
    }).compile();
    app = moduleRef.createNestApplication<NestFastifyApplication>(new FastifyAdapter());
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    tokens = app.get(TokenService);
  });
  afterAll(async () => (app as INestApplication | undefined)?.close());

  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('lets a spectator read a public route and identifies a caller who sends a token', async () => {
    expect((await get('/t/T1/public')).json()).toEqual({ principal: null });
    const token = tokens.issue({ tournamentId: 'T1', role: 'player', playerId: 'P7' });
    expect((await get('/t/T1/public', token)).json()).toEqual({ principal: { tournamentId: 'T1', role: 'player', playerId: 'P7' } });
  });

  it('refuses a guarded route without a token (401 auth/missing-token)', async () => {
    const response = await get('/t/T1/officials');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('auth/missing-token');
  });

  it('refuses a player on an officials route (403 auth/forbidden-role)', async () => {
    const response = await get('/t/T1/officials', tokens.issue({ tournamentId: 'T1', role: 'player', playerId: 'P1' }));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('auth/forbidden-role');
  });

  it("refuses another tournament's organizer (403 auth/wrong-tournament)", async () => {
    const response = await get('/t/T1/officials', tokens.issue({ tournamentId: 'T2', role: 'organizer' }));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('auth/wrong-tournament');
  });

  it('accepts the organizer of this tournament', async () => {
    const response = await get('/t/T1/officials', tokens.issue({ tournamentId: 'T1', role: 'organizer' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 'T1' });
  });

  it('refuses a forged or malformed token (401)', async () => {
    const forged = tokens.issue({ tournamentId: 'T1', role: 'organizer' }).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await get('/t/T1/officials', forged)).json().code).toBe('auth/invalid-token');
    const malformed = await app.inject({ method: 'GET', url: '/t/T1/public', headers: { authorization: 'Token abc' } });
    expect(malformed.statusCode).toBe(401);
    expect(malformed.json().code).toBe('auth/malformed-header');
  });
});
