import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Account, ACCOUNT_KEY, SIGNED_IN_KEY } from './account';
import { IdentityService } from './identity.service';
import { Principal, Role } from './principal';
import { PRINCIPAL_KEY } from './principal.decorator';
import { VERIFIED_KEY, VerifiedToken } from './verified-token';
import { ROLES_KEY } from './roles.decorator';
import { ACCESS_TOKEN_PREFIX, sameSecret } from './secrets';
import { CSRF_HEADER, SESSION_COOKIE } from './session-cookie';
import { TokenService } from './token.service';

interface GuardedRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  params?: Record<string, string>;
  cookies?: Record<string, string | undefined>;
  [PRINCIPAL_KEY]?: Principal;
  [ACCOUNT_KEY]?: Account;
  [VERIFIED_KEY]?: VerifiedToken;
}

/** Methods that change nothing: a session may make them without its CSRF token. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const csrfRefusal = () =>
  new ForbiddenException({ code: 'auth/csrf', message: `This change came from a signed-in browser without the session's CSRF token (${CSRF_HEADER} header); reload the page and try again.` });

/**
 * Global guard. The caller is one of: a tournament token (Bearer, scoped to one tournament and
 * role), a personal access token (Bearer arb_pat_…, an account), a session cookie (an account;
 * changes need the CSRF token), or no one. An account acts in a tournament by its membership
 * there. Enforces `@SignedIn()` and `@Roles(...)`, and keeps a caller inside its tournament.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly tokens: TokenService,
    private readonly reflector: Reflector,
    private readonly identity: IdentityService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<GuardedRequest>();
    const targets = [context.getHandler(), context.getClass()];
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    const signedIn = this.reflector.getAllAndOverride<boolean | undefined>(SIGNED_IN_KEY, targets) ?? false;
    const token = bearerToken(request.headers.authorization);
    let principal: Principal | undefined;
    let account: Account | undefined;
    let csrfMissing = false;

    if (token?.startsWith(ACCESS_TOKEN_PREFIX)) {
      account = await this.identity.accessToken(token);
      if (!account) throw new UnauthorizedException({ code: 'auth/invalid-token', message: 'This personal access token is unknown or has been revoked.' });
    } else if (token) {
      // The rate limiter may have verified this very token already (rate-limit.ts).
      const verified = request[VERIFIED_KEY];
      principal = verified?.token === token ? verified.principal : this.tokens.verify(token);
    } else {
      const cookie = request.cookies?.[SESSION_COOKIE];
      const session = cookie ? await this.identity.session(cookie) : undefined;
      // A session that changes something must show its CSRF token; without it the request is anonymous.
      if (session && !SAFE_METHODS.has(request.method) && !sameSecret(headerValue(request.headers[CSRF_HEADER]), session.csrfToken)) csrfMissing = true;
      else account = session?.account;
    }

    const tournamentId = request.params?.tournamentId;
    if (account) {
      request[ACCOUNT_KEY] = account;
      const membership = tournamentId !== undefined ? await this.identity.membership(tournamentId, account.accountId) : undefined;
      if (membership && tournamentId !== undefined) principal = { tournamentId, ...membership, accountId: account.accountId };
    }
    if (principal) request[PRINCIPAL_KEY] = principal;

    if (signedIn && !account) {
      if (csrfMissing) throw csrfRefusal();
      throw new UnauthorizedException({ code: 'auth/sign-in-required', message: 'Sign in first: this needs an account (a browser session, or a personal access token sent as "Authorization: Bearer arb_pat_…").' });
    }
    if (!roles || roles.length === 0) return true;

    if (!principal) {
      if (csrfMissing) throw csrfRefusal();
      if (account) {
        throw new ForbiddenException({ code: 'auth/not-a-member', message: `Your account (${account.email}) has no role in tournament "${tournamentId ?? ''}": ask its organizer for an invitation, or register as a player.` });
      }
      throw new UnauthorizedException({ code: 'auth/missing-token', message: 'This action needs you signed in, or a bearer token (Authorization: Bearer <token>).' });
    }
    if (tournamentId !== undefined && tournamentId !== principal.tournamentId) {
      throw new ForbiddenException({ code: 'auth/wrong-tournament', message: 'This token belongs to another tournament.' });
    }
    if (!roles.includes(principal.role)) {
      throw new ForbiddenException({ code: 'auth/forbidden-role', message: `This action is for ${roles.join(' or ')}; ${principal.accountId ? `your role in this tournament is ${principal.role}` : `the token is a ${principal.role}'s`}.` });
    }
    return true;
  }
}

function headerValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

function bearerToken(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(value.trim());
  if (!match) {
    throw new UnauthorizedException({ code: 'auth/malformed-header', message: 'The Authorization header must be "Bearer <token>".' });
  }
  return match[1];
}
