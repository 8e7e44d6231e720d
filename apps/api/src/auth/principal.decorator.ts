import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { Principal } from './principal';

export const PRINCIPAL_KEY = 'arbiterPrincipal';

/** The verified caller of this request, or undefined for an anonymous spectator. */
export const CurrentPrincipal = createParamDecorator((_: unknown, ctx: ExecutionContext): Principal | undefined => {
  const request = ctx.switchToHttp().getRequest<Record<string, unknown>>();
  return request[PRINCIPAL_KEY] as Principal | undefined;
});
