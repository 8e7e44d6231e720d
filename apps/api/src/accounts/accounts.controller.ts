import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionInfo } from '@arbiter/api-contract';
import { IdentityService, SESSION_COOKIE } from '../auth';
import { ApiProblem } from '../tournaments/api-problem';
import { AccountDirectory } from './account-directory';
import { SignInDto, SignUpDto } from './accounts.dto';
import { COOKIE_SETTINGS, CookieSettings } from './cookie-settings';
import { clearSession, sendSession } from './session-reply';
import { Sessions } from './sessions';

const cookieOf = (req: FastifyRequest): string | undefined => (req as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies?.[SESSION_COOKIE];

/** Signing up, in and out. A session lives in an http-only cookie; the answer carries its CSRF token. */
@ApiTags('accounts')
@Controller('api')
export class AccountsController {
  constructor(
    private readonly directory: AccountDirectory,
    private readonly sessions: Sessions,
    private readonly identity: IdentityService,
    @Inject(COOKIE_SETTINGS) private readonly cookies: CookieSettings,
  ) {}

  @Post('accounts')
  async signUp(@Body() dto: SignUpDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<SessionInfo> {
    const account = await this.directory.signUp(dto.email, dto.displayName, dto.password);
    return sendSession(reply, this.cookies, account, await this.sessions.open(account.accountId));
  }

  /** Who this browser is signed in as. */
  @Get('session')
  async current(@Req() req: FastifyRequest): Promise<SessionInfo> {
    const cookie = cookieOf(req);
    const session = cookie ? await this.identity.session(cookie) : undefined;
    if (!session) throw new ApiProblem(401, 'account/signed-out', 'This browser is not signed in.');
    const { accountId, email, displayName } = session.account;
    return { account: { accountId, email, displayName }, csrfToken: session.csrfToken };
  }

  @Post('session')
  @HttpCode(200)
  async signIn(@Body() dto: SignInDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SessionInfo> {
    const account = await this.directory.checkPassword(dto.email, dto.password);
    const previous = cookieOf(req);
    if (previous) await this.sessions.close(previous); // a new session id at every sign-in: no session fixation
    return sendSession(reply, this.cookies, account, await this.sessions.open(account.accountId));
  }

  /** Signs out: the session is deleted, not only the cookie. */
  @Delete('session')
  @HttpCode(204)
  async signOut(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    const cookie = cookieOf(req);
    if (cookie) await this.sessions.close(cookie);
    clearSession(reply, this.cookies);
  }
}
