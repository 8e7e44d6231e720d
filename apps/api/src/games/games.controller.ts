import { Body, Controller, Get, Header, Headers, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { ActionRecorded, AttestedRulingAnswer, GameAudit, GameState, MatchGames, SeedsRevealed, StartedGame, TimeCalled, UploadedLog } from '@arbiter/api-contract';
import { CurrentPrincipal, Principal, Roles } from '../auth';
import { commandIdFrom } from '../tournaments/actor';
import { AttestedRulingsService } from './attested-rulings.service';
import { AttestedRulingDto } from './dto/attested-ruling.dto';
import { GameLogService } from './game-log.service';
import { GameRecords } from './game-records';
import { GameStartService } from './game-start.service';
import { notFound } from './games-problem';
import { LiveGamesService } from './live-games.service';
import { MatchGamesService } from './match-games.service';
import { RecordActionDto } from './dto/record-action.dto';
import { RevealSeedDto } from './dto/reveal-seed.dto';
import { StartGameDto } from './dto/start-game.dto';

/** Games of tournament matches: live recording, uploaded logs, each match's game list, viewer-filtered state and audits. */
@ApiTags('games')
@Controller()
export class GamesController {
  constructor(
    private readonly starts: GameStartService,
    private readonly live: LiveGamesService,
    private readonly logs: GameLogService,
    private readonly records: GameRecords,
    private readonly matchGames: MatchGamesService,
    private readonly rulings: AttestedRulingsService,
  ) {}

  @Post('api/tournaments/:tournamentId/matches/:matchId/games')
  @Roles('organizer', 'judge', 'player')
  @ApiOperation({ summary: 'Start a game of a match (a player of the match or an official)' })
  start(
    @Param('tournamentId') tournamentId: string, @Param('matchId') matchId: string, @Body() body: StartGameDto,
    @CurrentPrincipal() principal: Principal, @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<StartedGame> {
    return this.starts.start(tournamentId, matchId, body, principal, idempotencyKey || undefined);
  }

  @Get('api/tournaments/:tournamentId/matches/:matchId/games')
  @ApiOperation({ summary: 'The games of a match: ids, status, outcome and audit verdict (public; never decks or hidden cards)' })
  list(@Param('tournamentId') tournamentId: string, @Param('matchId') matchId: string): Promise<MatchGames> {
    return this.matchGames.list(tournamentId, matchId);
  }

  @Post('api/games/:gameId/seeds')
  @ApiOperation({ summary: 'Reveal your committed seed to the platform (digital play; kept secret until the game ends)' })
  revealSeed(@Param('gameId') gameId: string, @Body() body: RevealSeedDto, @CurrentPrincipal() principal: Principal | undefined): Promise<SeedsRevealed> {
    return this.starts.revealSeed(gameId, body.seed, principal);
  }

  @Post('api/games/:gameId/actions')
  @ApiOperation({ summary: 'Record your next action; 422 names the rule it breaks, 409 a stale seq' })
  record(@Param('gameId') gameId: string, @Body() body: RecordActionDto, @CurrentPrincipal() principal: Principal | undefined): Promise<ActionRecorded> {
    return this.live.record(gameId, body, principal);
  }

  @Post('api/games/:gameId/time')
  @HttpCode(200)
  @Roles('organizer', 'judge')
  @ApiOperation({ summary: 'Call time on a live game (an official of its tournament): it ends unfinished, counts as a drawn game, and is audited' })
  callTime(@Param('gameId') gameId: string, @CurrentPrincipal() principal: Principal): Promise<TimeCalled> {
    return this.live.callTime(gameId, principal);
  }

  @Get('api/games/:gameId/state')
  @ApiOperation({ summary: 'The game state as the caller may see it' })
  state(@Param('gameId') gameId: string, @CurrentPrincipal() principal: Principal | undefined): Promise<GameState> {
    return this.live.state(gameId, principal);
  }

  @Post('api/tournaments/:tournamentId/matches/:matchId/logs')
  @HttpCode(202)
  @Roles('organizer', 'judge', 'player')
  @ApiConsumes('application/x-ndjson')
  @ApiOperation({ summary: 'Upload a complete match log (NDJSON); stored as submitted and audited by the worker' })
  upload(@Param('tournamentId') tournamentId: string, @Param('matchId') matchId: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal): Promise<UploadedLog> {
    return this.logs.upload(tournamentId, matchId, body, principal);
  }

  @Get('api/games/:gameId/log')
  @Header('content-type', 'application/x-ndjson; charset=utf-8')
  @ApiOperation({ summary: 'The match log (NDJSON), filtered for the caller while the game runs' })
  log(@Param('gameId') gameId: string, @CurrentPrincipal() principal: Principal | undefined) {
    return this.logs.log(gameId, principal);
  }

  @Get('api/games/:gameId/audit')
  @ApiOperation({ summary: 'The audit report the worker stored for the game, with the judges\' rulings on its attested effects and the verdict they give' })
  async audit(@Param('gameId') gameId: string): Promise<GameAudit> {
    const record = await this.records.load(gameId);
    const stored = await this.records.auditReport(gameId);
    if (!stored) throw notFound('games/audit-pending', 'The game has not been audited yet (a live game is audited once it ends).');
    const ref = record.started ?? record.upload!;
    const { attestedEffects, judged } = await this.rulings.judged(ref.tournamentId, gameId, stored.report);
    return { gameId, tournamentId: ref.tournamentId, matchId: ref.matchId, auditedAt: stored.auditedAt, ...stored.report, attestedEffects, judged };
  }

  @Post('api/games/:gameId/attested/:seq/ruling')
  @HttpCode(200)
  @Roles('organizer', 'judge')
  @ApiOperation({ summary: 'Accept or reject the attested effect at action :seq of an audited game (an official of its tournament); a later different ruling overrides, the same one again is 409' })
  rule(
    @Param('gameId') gameId: string, @Param('seq') seq: string, @Body() body: AttestedRulingDto,
    @CurrentPrincipal() principal: Principal, @Req() req: FastifyRequest,
  ): Promise<AttestedRulingAnswer> {
    return this.rulings.rule(gameId, seq, body, principal, (scope) => commandIdFrom(req.headers, scope));
  }
}
