import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { ImportedPlayers, PlayerCommandAnswer, RegisteredPlayer } from '@arbiter/api-contract';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AnyGameModule, GameRegistry } from '@arbiter/rules';
import { TournamentFolds } from '@arbiter/platform';
import { readDeck } from '../../games-deck-checker';
import { Account, CurrentAccount, CurrentPrincipal, Principal, Roles, SignedIn, TokenService } from '../../auth';
import { EnterDto } from '../../accounts/accounts.dto';
import { Memberships } from '../../accounts/memberships';
import { actorOf, commandIdFrom } from '../actor';
import { ApiProblem } from '../api-problem';
import { CommandOutcome, RunTournamentCommand } from '../commands/run-tournament-command';
import { deckCardLimit, deckEntriesOver, refuseOversizeDeck } from './deck-size-limit';
import { readPlayersCsv } from './players-csv';
import { RegisterPlayerDto } from './tournament.dto';

const nowIso = (): string => new Date().toISOString();

/** Player ids are generated; a retried registration (same Idempotency-Key) gets the same id. */
function newPlayerId(req: FastifyRequest, scope: string): string {
  const key = req.headers['idempotency-key'];
  if (typeof key === 'string' && key) return `p-${createHash('sha256').update(`${scope}#${key}`).digest('hex').slice(0, 12)}`;
  return `p-${randomBytes(6).toString('hex')}`;
}

@ApiTags('tournaments')
@Controller('api/tournaments/:tournamentId/players')
export class PlayersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly tokens: TokenService,
    private readonly folds: TournamentFolds,
    private readonly games: GameRegistry,
    private readonly memberships: Memberships,
  ) {}

  /** The tournament's game: a deck is read as a deck of that game. */
  private async gameOf(tournamentId: string): Promise<AnyGameModule> {
    const { state } = await this.folds.load(tournamentId);
    if (state.status === 'empty') throw new ApiProblem(404, 'tournament/not-found', 'No tournament has been created.');
    const module = this.games.find(state.settings.game);
    if (!module) throw new ApiProblem(422, 'tournament/game-unsupported', `${state.settings.game} is not a registered game (the games are ${this.games.ids().join(', ')}); no deck of it can be read.`);
    return module;
  }

  @Post()
  @Roles('organizer')
  async register(@Param('tournamentId') tournamentId: string, @Body() dto: RegisterPlayerDto, @CurrentPrincipal() principal: Principal, @Req() req: FastifyRequest): Promise<RegisteredPlayer> {
    const deck = this.readDeckOf(await this.gameOf(tournamentId), dto.deck);
    const playerId = newPlayerId(req, `${tournamentId}:register`);
    await this.commands.execute(
      new RunTournamentCommand(tournamentId, actorOf(principal), commandIdFrom(req.headers, `${tournamentId}:register`), {
        kind: 'domain',
        command: { type: 'RegisterPlayer', data: { playerId, name: dto.name, deck, ...(dto.missedRounds ? { missedRounds: dto.missedRounds } : {}) } },
      }, nowIso()),
    );
    return { playerId, token: this.tokens.issue({ tournamentId, role: 'player', playerId }) };
  }

  /** A signed-in player registers themself, with their deck, while registration is open. */
  @Post('me')
  @SignedIn()
  async enter(@Param('tournamentId') tournamentId: string, @Body() dto: EnterDto, @CurrentAccount() account: Account, @Req() req: FastifyRequest): Promise<RegisteredPlayer> {
    const held = await this.memberships.roleOf(tournamentId, account.accountId);
    if (held) {
      throw new ApiProblem(409, 'account/already-member', held.role === 'player' ? `You are already registered in this tournament (as ${held.playerId}).` : `Your account is the ${held.role} of this tournament; one account holds one role in an event.`);
    }
    const module = await this.gameOf(tournamentId);
    const deck = this.readDeckOf(module, dto.deck);
    const playerId = newPlayerId(req, `${tournamentId}:enter:${account.accountId}`);
    await this.commands.execute(
      new RunTournamentCommand(tournamentId, { id: playerId, role: 'player' }, commandIdFrom(req.headers, `${tournamentId}:enter:${account.accountId}`), {
        kind: 'domain',
        command: { type: 'RegisterPlayer', data: { playerId, name: dto.name ?? account.displayName, deck } },
      }, nowIso()),
    );
    await this.memberships.join(tournamentId, account.accountId, 'player', playerId);
    return { playerId, token: this.tokens.issue({ tournamentId, role: 'player', playerId }) };
  }

  /** Reads a submitted deck as a deck of the game, refusing an unreadable or oversize one in words. */
  private readDeckOf(module: AnyGameModule, submitted: unknown) {
    refuseOversizeDeck(module, deckEntriesOver(submitted, deckCardLimit(module)));
    const read = readDeck(module, submitted);
    if ('violations' in read) {
      throw new ApiProblem(422, 'tournament/illegal-deck', 'The deck cannot be read.', { violations: read.violations });
    }
    refuseOversizeDeck(module, read.deck.cards.length);
    return read.deck;
  }

  @Post('import')
  @Roles('organizer')
  @ApiConsumes('text/csv')
  async import(@Param('tournamentId') tournamentId: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal, @Req() req: FastifyRequest): Promise<ImportedPlayers> {
    if (typeof body !== 'string') throw new ApiProblem(415, 'request/unsupported-media-type', 'Send the players as text/csv with a header row `name,deck`.');
    const players = readPlayersCsv(body, await this.gameOf(tournamentId)).map((p) => ({ ...p, playerId: newPlayerId(req, `${tournamentId}:import:${p.line}`) }));
    await this.commands.execute(
      new RunTournamentCommand(tournamentId, actorOf(principal), commandIdFrom(req.headers, `${tournamentId}:import`), {
        kind: 'batch',
        commands: players.map((p) => ({ line: p.line, command: { type: 'RegisterPlayer', data: { playerId: p.playerId, name: p.name, deck: p.deck } } })),
      }, nowIso()),
    );
    return {
      players: players.map((p) => ({ line: p.line, playerId: p.playerId, name: p.name, token: this.tokens.issue({ tournamentId, role: 'player', playerId: p.playerId }) })),
    };
  }

  @Post(':playerId/check-in')
  @Roles('organizer', 'player')
  @HttpCode(200)
  checkIn(@Param('tournamentId') tournamentId: string, @Param('playerId') playerId: string, @CurrentPrincipal() principal: Principal, @Req() req: FastifyRequest): Promise<PlayerCommandAnswer> {
    return this.run(tournamentId, principal, req, `check-in:${playerId}`, { type: 'CheckInPlayer', data: { playerId } });
  }

  @Post(':playerId/drop')
  @Roles('organizer', 'player')
  @HttpCode(200)
  drop(@Param('tournamentId') tournamentId: string, @Param('playerId') playerId: string, @CurrentPrincipal() principal: Principal, @Req() req: FastifyRequest): Promise<PlayerCommandAnswer> {
    return this.run(tournamentId, principal, req, `drop:${playerId}`, { type: 'DropPlayer', data: { playerId } });
  }

  /** The organizer brings a dropped player back (not a disqualified one); rounds missed meanwhile count as losses. */
  @Post(':playerId/reinstate')
  @Roles('organizer')
  @HttpCode(200)
  reinstate(@Param('tournamentId') tournamentId: string, @Param('playerId') playerId: string, @CurrentPrincipal() principal: Principal, @Req() req: FastifyRequest): Promise<PlayerCommandAnswer> {
    return this.run(tournamentId, principal, req, `reinstate:${playerId}`, { type: 'ReinstatePlayer', data: { playerId } });
  }

  private async run(tournamentId: string, principal: Principal, req: FastifyRequest, scope: string, command: { type: 'CheckInPlayer' | 'DropPlayer' | 'ReinstatePlayer'; data: { playerId: string } }): Promise<PlayerCommandAnswer> {
    const outcome: CommandOutcome = await this.commands.execute(
      new RunTournamentCommand(tournamentId, actorOf(principal), commandIdFrom(req.headers, `${tournamentId}:${scope}`), { kind: 'domain', command }, nowIso()),
    );
    return { playerId: command.data.playerId, version: outcome.version, events: outcome.events.map((e) => e.type) };
  }
}
