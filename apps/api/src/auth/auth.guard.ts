import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Principal, Role } from './principal';
import { PRINCIPAL_KEY } from './principal.decorator';
import { VERIFIED_KEY, VerifiedToken } from './verified-token';
import { ROLES_KEY } from './roles.decorator';
import { TokenService } from './token.service';

interface GuardedRequest {
  headers: Record<string, string | string[] | undefined>;
  params?: Record<string, string>;
  [PRINCIPAL_KEY]?: Principal;
  [VERIFIED_KEY]?: VerifiedToken;
}

/**
 * Global guard: verifies a bearer token when one is sent, enforces `@Roles(...)`, and keeps
 * a token inside its tournament (a route's `:tournamentId` must be the token's).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly tokens: TokenService,
    private readonly reflector: Reflector,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<GuardedRequest>();
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    const token = bearerToken(request.headers.authorization);
    // The rate limiter may have verified this very token already (rate-limit.ts).
    const verified = request[VERIFIED_KEY];
    const principal = token ? (verified?.token === token ? verified.principal : this.tokens.verify(token)) : undefined;
    if (principal) request[PRINCIPAL_KEY] = principal;
    if (!roles || roles.length === 0) return true;

    if (!principal) {
      throw new UnauthorizedException({ code: 'auth/missing-token', message: 'This action needs a bearer token (Authorization: Bearer <token>).' });
    }
    const tournamentId = request.params?.tournamentId;
    if (tournamentId !== undefined && tournamentId !== principal.tournamentId) {
      throw new ForbiddenException({ code: 'auth/wrong-tournament', message: 'This token belongs to another tournament.' });
    }
    if (!roles.includes(principal.role)) {
      throw new ForbiddenException({ code: 'auth/forbidden-role', message: `This action is for ${roles.join(' or ')}; the token is a ${principal.role}'s.` });
    }
    return true;
  }
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
