import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AccessTokenInfo, CreatedAccessToken, Profile } from '@arbiter/api-contract';
import { Account, CurrentAccount, SignedIn } from '../auth';
import { AccessTokens } from './access-tokens';
import { CreateAccessTokenDto } from './accounts.dto';
import { Memberships } from './memberships';

/** The signed-in account's own page: its events and results, and its personal access tokens. */
@ApiTags('accounts')
@Controller('api/me')
@SignedIn()
export class ProfileController {
  constructor(
    private readonly memberships: Memberships,
    private readonly tokens: AccessTokens,
  ) {}

  @Get()
  async profile(@CurrentAccount() account: Account): Promise<Profile> {
    const { accountId, email, displayName } = account;
    return { account: { accountId, email, displayName }, events: await this.memberships.eventsOf(accountId) };
  }

  @Get('tokens')
  list(@CurrentAccount() account: Account): Promise<AccessTokenInfo[]> {
    return this.tokens.list(account.accountId);
  }

  /** A new token, shown this once. */
  @Post('tokens')
  create(@CurrentAccount() account: Account, @Body() dto: CreateAccessTokenDto): Promise<CreatedAccessToken> {
    return this.tokens.create(account.accountId, dto.name);
  }

  @Delete('tokens/:tokenId')
  @HttpCode(204)
  revoke(@CurrentAccount() account: Account, @Param('tokenId') tokenId: string): Promise<void> {
    return this.tokens.revoke(account.accountId, tokenId);
  }
}
