import { createSecretKey } from 'node:crypto';
import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { AuthGuard } from './auth.guard';
import { IdentityService } from './identity.service';
import { TokenService } from './token.service';

export interface AuthOptions {
  /** HMAC secret that signs tokens; every api replica must share it. */
  secret: string;
  /** Token lifetime, e.g. '30d'. */
  expiresIn?: string;
}

@Module({})
export class AuthModule {
  static forRoot(options: AuthOptions): DynamicModule {
    return {
      module: AuthModule,
      global: true,
      // A KeyObject made once: a string secret is turned into a key on every verify, which dominated request time.
      imports: [JwtModule.register({ secret: createSecretKey(Buffer.from(options.secret)) as never, signOptions: { algorithm: 'HS256', expiresIn: (options.expiresIn ?? '30d') as never } })],
      providers: [TokenService, IdentityService, { provide: APP_GUARD, useClass: AuthGuard }],
      exports: [TokenService, IdentityService],
    };
  }
}
