import { Controller, Get, INestApplication, Param, Post } from '@nestjs/common';
import fastifyCookie from '@fastify/cookie';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { Account, CurrentAccount, SignedIn } from './account';
import { AuthModule } from './auth.module';
import { IdentityService, Membership } from './identity.service';
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

  @Post('officials')
  @Roles('organizer', 'judge')
  change(@CurrentPrincipal() principal: Principal) {
    return { principal };
  }
}

@Controller('me')
class AccountProbeController {
  @Post()
  @SignedIn()
  me(@CurrentAccount() account: Account) {
    return { account };
  }
}

/** The in-memory identities of these tests: one session, one access token, one membership. */
const ada: Account = { accountId: 'A1', email: 'ada@example.org', displayName: 'Ada', via: 'session' };
const fakeIdentity: Pick<IdentityService, 'session' | 'accessToken' | 'membership'> = {
  session: async (cookie) => (cookie === 'good-session' ? { account: ada, csrfToken: 'csrf-1' } : undefined),
  accessToken: async (token) => (token === 'arb_pat_good' ? { ...ada, via: 'access-token' } : undefined),
  membership: async (tournamentId, accountId): Promise<Membership | undefined> => (tournamentId === 'T1' && accountId === 'A1' ? { role: 'judge' } : undefined),
};

describe('AuthGuard', () => {
  let app: NestFastifyApplication;
  let tokens: TokenService;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [AuthModule.forRoot({ secret: 'test-secret' })],
      controllers: [ProbeController, AccountProbeController],
    })
      .overrideProvider(IdentityService)
      .useValue(fakeIdentity)
      .compile();
    app = moduleRef.createNestApplication<NestFastifyApplication>(new FastifyAdapter());
    await app.register(fastifyCookie);
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

  describe('signed-in accounts', () => {
    const withSession = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
      app.inject({ method, url, headers: { cookie: 'arbiter_session=good-session', ...headers } });

    it('acts in a tournament by the account\'s membership there', async () => {
      const response = await withSession('GET', '/t/T1/officials');
      expect(response.statusCode).toBe(200);
      expect((await withSession('POST', '/t/T1/officials', { 'x-csrf-token': 'csrf-1' })).json().principal).toEqual({ tournamentId: 'T1', role: 'judge', accountId: 'A1' });
    });

    it('refuses an account with no role in the tournament (403 auth/not-a-member)', async () => {
      const response = await withSession('GET', '/t/T2/officials');
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('auth/not-a-member');
      expect(response.json().message).toContain('ada@example.org');
    });

    it('refuses a change from a session without its CSRF token (403 auth/csrf)', async () => {
      const variants: Record<string, string>[] = [{}, { 'x-csrf-token': 'csrf-2' }];
      for (const headers of variants) {
        const response = await withSession('POST', '/t/T1/officials', headers);
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('auth/csrf');
      }
      expect((await withSession('POST', '/me', {})).json().code).toBe('auth/csrf');
    });

    it('treats an unknown session cookie as signed out, and @SignedIn routes ask to sign in (401 auth/sign-in-required)', async () => {
      const response = await app.inject({ method: 'POST', url: '/me', headers: { cookie: 'arbiter_session=stale' } });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('auth/sign-in-required');
    });

    it('takes a personal access token as the account, with no CSRF token needed', async () => {
      const response = await app.inject({ method: 'POST', url: '/me', headers: { authorization: 'Bearer arb_pat_good' } });
      expect(response.json().account).toEqual({ ...ada, via: 'access-token' });
      const revoked = await app.inject({ method: 'POST', url: '/me', headers: { authorization: 'Bearer arb_pat_revoked' } });
      expect(revoked.statusCode).toBe(401);
      expect(revoked.json().code).toBe('auth/invalid-token');
    });
  });
});
