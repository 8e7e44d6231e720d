export * from './auth.module';
export * from './principal';
export * from './principal.decorator';
export * from './roles.decorator';
export * from './token.service';
