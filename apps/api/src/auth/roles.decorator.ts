import { SetMetadata } from '@nestjs/common';
import { Role } from './principal';

export const ROLES_KEY = 'arbiter:roles';

/**
 * The roles that may call a route. Without it a route is public (spectators), and a token,
 * when sent, still identifies the caller so that views can be filtered for them.
 */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);
