import { CanActivate, ExecutionContext, Inject, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { PLATFORM_CONFIG, PlatformConfig } from '@arbiter/event-store';
import { timingSafeEqual } from 'node:crypto';

/** Internal endpoints exist only when INTERNAL_TOKEN is set, and need it in `x-internal-token`. */
@Injectable()
export class InternalTokenGuard implements CanActivate {
  constructor(@Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const expected = this.config.internalToken;
    if (!expected) throw new NotFoundException();
    const given = context.switchToHttp().getRequest().headers['x-internal-token'];
    const ok = typeof given === 'string' && given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
    if (!ok) throw new UnauthorizedException('missing or wrong x-internal-token');
    return true;
  }
}
