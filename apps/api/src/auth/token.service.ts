import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { Principal, Role, ROLES } from './principal';

interface TokenClaims {
  tid: string;
  role: Role;
  pid?: string;
  exp?: number;
}

/** The one algorithm tokens are signed with; a token naming another (HS512, none) is refused. */
const ALGORITHM = 'HS256';

/** Issues and checks signed bearer tokens; stateless, so any api replica can verify them. */
@Injectable()
export class TokenService {
  constructor(private readonly jwt: JwtService) {}

  issue(principal: Principal): string {
    const claims: TokenClaims = { tid: principal.tournamentId, role: principal.role };
    if (principal.playerId) claims.pid = principal.playerId;
    return this.jwt.sign(claims);
  }

  verify(token: string): Principal {
    let claims: TokenClaims;
    try {
      claims = this.jwt.verify<TokenClaims>(token, { algorithms: [ALGORITHM] });
    } catch {
      throw new UnauthorizedException({ code: 'auth/invalid-token', message: 'The bearer token is invalid or has expired.' });
    }
    // Every token this api issues expires: one without `exp` was not made here.
    if (typeof claims.exp !== 'number') {
      throw new UnauthorizedException({ code: 'auth/invalid-token', message: 'The bearer token has no expiry (exp); every token of this api has one.' });
    }
    if (typeof claims.tid !== 'string' || !ROLES.includes(claims.role)) {
      throw new UnauthorizedException({ code: 'auth/invalid-token', message: 'The bearer token does not name a tournament and a role.' });
    }
    return { tournamentId: claims.tid, role: claims.role, ...(claims.pid ? { playerId: claims.pid } : {}) };
  }
}
