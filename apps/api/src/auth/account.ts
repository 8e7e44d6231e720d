import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';

/** A signed-in person: by session cookie in the browser, or by personal access token in a program. */
export interface Account {
  readonly accountId: string;
  readonly email: string;
  readonly displayName: string;
  /** How this request proved it: a session (then state changes need the CSRF token) or an access token. */
  readonly via: 'session' | 'access-token';
}

export const ACCOUNT_KEY = 'arbiterAccount';
export const SIGNED_IN_KEY = 'arbiter:signed-in';

/** A route only a signed-in account may call (creating a tournament, a profile). */
export const SignedIn = () => SetMetadata(SIGNED_IN_KEY, true);

/** The signed-in account of this request, or undefined. */
export const CurrentAccount = createParamDecorator((_: unknown, ctx: ExecutionContext): Account | undefined => {
  const request = ctx.switchToHttp().getRequest<Record<string, unknown>>();
  return request[ACCOUNT_KEY] as Account | undefined;
});
