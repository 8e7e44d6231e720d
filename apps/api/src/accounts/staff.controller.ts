import { Body, Controller, Get, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import type { Invitation, InvitationPreview, SeatLink, TournamentAccess } from '@arbiter/api-contract';
import { Account, CurrentAccount, Roles, SignedIn, TokenService } from '../auth';
import { ApiProblem } from '../tournaments/api-problem';
import { InviteDto } from './accounts.dto';
import { Invitations } from './invitations';
import { Memberships } from './memberships';
import { publicOrigin } from './public-origin';
import { TournamentNames } from './tournament-names';

/**
 * Who works an event: invitations of judges and co-organizers by link, the tournament token a
 * signed-in member's pages use, and a player's personal link (with its QR code) into their seat.
 */
@ApiTags('accounts')
@Controller('api')
export class StaffController {
  constructor(
    private readonly invitations: Invitations,
    private readonly memberships: Memberships,
    private readonly names: TournamentNames,
    private readonly tokens: TokenService,
  ) {}

  @Post('tournaments/:tournamentId/invitations')
  @SignedIn()
  @Roles('organizer')
  async invite(@Param('tournamentId') tournamentId: string, @Body() dto: InviteDto, @CurrentAccount() account: Account, @Req() req: FastifyRequest): Promise<Invitation> {
    const invitation = await this.invitations.create(tournamentId, dto.role, account.accountId);
    return { ...invitation, url: `${publicOrigin(req)}/invitations/${invitation.code}` };
  }

  @Get('invitations/:code')
  async preview(@Param('code') code: string): Promise<InvitationPreview> {
    const invitation = await this.invitations.open(code);
    return { ...invitation, tournamentName: await this.names.name(invitation.tournamentId) };
  }

  @Post('invitations/:code/accept')
  @SignedIn()
  async accept(@Param('code') code: string, @CurrentAccount() account: Account): Promise<TournamentAccess> {
    const invitation = await this.invitations.open(code);
    const held = await this.memberships.roleOf(invitation.tournamentId, account.accountId);
    if (held && held.role !== invitation.role) {
      throw new ApiProblem(409, 'account/already-member', `Your account is already the ${held.role} of this tournament; one account holds one role in an event.`);
    }
    if (!held) {
      if (!(await this.invitations.markAccepted(code, account.accountId))) throw new ApiProblem(410, 'account/invitation-used', 'This invitation has just been accepted by someone else; ask the organizer for a new link.');
      await this.memberships.join(invitation.tournamentId, account.accountId, invitation.role);
    }
    return { tournamentId: invitation.tournamentId, role: invitation.role, token: this.tokens.issue({ tournamentId: invitation.tournamentId, role: invitation.role }) };
  }

  /** The tournament token for the signed-in account's role in this tournament, for its pages to call the api with. */
  @Post('tournaments/:tournamentId/access')
  @SignedIn()
  async access(@Param('tournamentId') tournamentId: string, @CurrentAccount() account: Account): Promise<TournamentAccess> {
    const membership = await this.memberships.roleOf(tournamentId, account.accountId);
    if (!membership) throw new ApiProblem(403, 'auth/not-a-member', `Your account (${account.email}) has no role in this tournament: ask its organizer for an invitation, or register as a player.`);
    const token = this.tokens.issue({ tournamentId, role: membership.role, ...(membership.playerId ? { playerId: membership.playerId } : {}) });
    return { tournamentId, ...membership, token };
  }

  /** A player's personal link (and QR code): opening it signs that browser into this player's seat in this event only. */
  @Post('tournaments/:tournamentId/players/:playerId/link')
  @Roles('organizer', 'judge')
  async seatLink(@Param('tournamentId') tournamentId: string, @Param('playerId') playerId: string, @Req() req: FastifyRequest): Promise<SeatLink> {
    await this.names.playerName(tournamentId, playerId);
    const token = this.tokens.issue({ tournamentId, role: 'player', playerId });
    // The token travels in the fragment, which browsers never send to a server (nor to its logs).
    const url = `${publicOrigin(req)}/seat#${token}`;
    return { playerId, url, qrSvg: await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) };
  }
}
