import { Module } from '@nestjs/common';
import { apiSettingsFrom } from '../api-settings';
import { AccessTokens } from './access-tokens';
import { AccountDirectory } from './account-directory';
import { AccountsController } from './accounts.controller';
import { COOKIE_SETTINGS } from './cookie-settings';
import { Invitations } from './invitations';
import { Memberships } from './memberships';
import { ProfileController } from './profile.controller';
import { Sessions } from './sessions';
import { StaffController } from './staff.controller';
import { TournamentNames } from './tournament-names';

/** Accounts, sessions, personal access tokens, and who each account is in each tournament. */
@Module({
  controllers: [AccountsController, ProfileController, StaffController],
  providers: [
    AccountDirectory, Sessions, AccessTokens, Memberships, Invitations, TournamentNames,
    { provide: COOKIE_SETTINGS, useFactory: () => ({ secure: apiSettingsFrom(process.env).cookieSecure }) },
  ],
  exports: [Memberships],
})
export class AccountsModule {}
