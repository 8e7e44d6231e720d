import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { ChangedSettings, CreatedTournament, IssuedToken, Metagame, Standings, TournamentListItem, TournamentSummary } from '@arbiter/api-contract';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { GameRegistry } from '@arbiter/rules';
import { defaultTiebreakers, Structure, TournamentExport, TournamentSettings } from '@arbiter/tournament';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Account, CurrentAccount, CurrentPrincipal, Principal, Roles, SignedIn, TokenService } from '../../auth';
import { Memberships } from '../../accounts/memberships';
import { actorOf, commandIdFrom } from '../actor';
import { ApiProblem } from '../api-problem';
import { mayReadDecklists } from '../decklists/decklist-visibility';
import { TournamentFolds } from '@arbiter/platform';
import { CommandOutcome, RunTournamentCommand } from '../commands/run-tournament-command';
import { GetMetagameQuery, GetStandingsQuery } from '../queries/read-model-queries';
import { ExportTournamentQuery, GetTournamentQuery, ListTournamentsQuery } from '../queries/tournament-queries';
import { standingsCsv } from './csv';
import { ChangeSettingsDto, CreateTournamentDto, IssueTokenDto, ListPageDto } from './tournament.dto';

const nowIso = (): string => new Date().toISOString();

/** Tournaments: creation, settings, tokens, and the read models (standings, metagame, export). */
@ApiTags('tournaments')
@Controller('api/tournaments')
export class TournamentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly tokens: TokenService,
    private readonly games: GameRegistry,
    private readonly folds: TournamentFolds,
    private readonly memberships: Memberships,
  ) {}

  /** Only a signed-in account creates an event, and becomes its organizer. */
  @Post()
  @SignedIn()
  async create(@Body() dto: CreateTournamentDto, @CurrentAccount() account: Account, @Req() req: FastifyRequest): Promise<CreatedTournament> {
    const key = req.headers['idempotency-key'];
    // A retried creation (same account, same Idempotency-Key) must carry the same id and seed to append nothing.
    const digest = typeof key === 'string' && key ? createHash('sha256').update(`create-tournament#${account.accountId}#${key}`).digest('hex') : undefined;
    const tournamentId = `t-${digest ? digest.slice(0, 16) : randomBytes(8).toString('hex')}`;
    if (dto.structure === 'pods' ? dto.topCut !== undefined : dto.structure !== 'swiss' && (dto.rounds !== undefined || dto.topCut !== undefined)) {
      throw new ApiProblem(422, 'tournament/invalid-settings', 'rounds apply to a swiss or pods tournament only, topCut to a swiss one.', { field: dto.rounds !== undefined && dto.structure !== 'pods' ? 'rounds' : 'topCut' });
    }
    // The game (a registered one: the DTO checked it) says which formats it has.
    const formats = this.games.get(dto.game).formats;
    const format = formats.resolve(dto.format);
    if ('error' in format) {
      throw new ApiProblem(422, 'tournament/invalid-settings', `format: ${format.error}`, { field: 'format', formats: formats.list.map((f) => f.id) });
    }
    const structure: Structure =
      dto.structure === 'swiss'
        ? { kind: 'swiss', ...(dto.rounds !== undefined ? { rounds: dto.rounds } : {}), ...(dto.topCut !== undefined ? { topCut: dto.topCut } : {}) }
        : dto.structure === 'pods'
          ? { kind: 'pods', ...(dto.rounds !== undefined ? { rounds: dto.rounds } : {}) }
          : { kind: dto.structure };
    const settings: TournamentSettings = {
      name: dto.name,
      game: dto.game,
      format: dto.format,
      structure,
      bestOf: dto.bestOf,
      tiebreakers: dto.tiebreakers ?? defaultTiebreakers(dto.game),
      seed: dto.seed ?? (digest ? parseInt(digest.slice(16, 24), 16) % 2 ** 31 : randomInt(2 ** 31 - 1)),
      requireCheckIn: dto.requireCheckIn ?? false,
      ...(dto.roundMinutes !== undefined ? { roundMinutes: dto.roundMinutes } : {}),
    };
    await this.commands.execute(
      new RunTournamentCommand(tournamentId, { id: 'organizer', role: 'organizer' }, commandIdFrom(req.headers, tournamentId), {
        kind: 'domain',
        command: { type: 'CreateTournament', data: { tournamentId, settings } },
      }, nowIso()),
    );
    await this.memberships.join(tournamentId, account.accountId, 'organizer');
    return { tournamentId, organizerToken: this.tokens.issue({ tournamentId, role: 'organizer' }) };
  }

  /** Tournaments with players, newest first, a page at a time (`limit`, `offset`). */
  @Get()
  list(@Query() page: ListPageDto): Promise<TournamentListItem[]> {
    return this.queries.execute(new ListTournamentsQuery(page.limit, page.offset));
  }

  @Get(':tournamentId')
  get(@Param('tournamentId') tournamentId: string): Promise<TournamentSummary> {
    return this.queries.execute(new GetTournamentQuery(tournamentId));
  }

  @Post(':tournamentId/tokens')
  @Roles('organizer')
  issueToken(@Param('tournamentId') tournamentId: string, @Body() dto: IssueTokenDto): IssuedToken {
    return { token: this.tokens.issue({ tournamentId, role: dto.role }) };
  }

  @Post(':tournamentId/settings')
  @Roles('organizer')
  @HttpCode(200)
  async changeSettings(@Param('tournamentId') tournamentId: string, @Body() dto: ChangeSettingsDto, @CurrentPrincipal() principal: Principal, @Req() req: FastifyRequest): Promise<ChangedSettings> {
    const outcome: CommandOutcome = await this.commands.execute(
      new RunTournamentCommand(tournamentId, actorOf(principal), commandIdFrom(req.headers, `${tournamentId}:settings`), { kind: 'domain', command: { type: 'ChangeSettings', data: { ...dto } } }, nowIso()),
    );
    return { version: outcome.version, settings: outcome.state.settings, rounds: outcome.state.rounds ?? null, topCut: outcome.state.topCut ?? null };
  }

  @Get(':tournamentId/standings')
  async standings(@Param('tournamentId') tournamentId: string, @Query('format') format: string | undefined, @Res({ passthrough: true }) reply: FastifyReply): Promise<Standings | string> {
    const view = await this.queries.execute(new GetStandingsQuery(tournamentId));
    if (format === 'csv') {
      reply.header('content-type', 'text/csv; charset=utf-8');
      return standingsCsv(view);
    }
    return view;
  }

  /** The field's shares are public; which player plays what is, like the decklists, for officials until they are published. */
  @Get(':tournamentId/metagame')
  async metagame(@Param('tournamentId') tournamentId: string, @CurrentPrincipal() principal: Principal | undefined): Promise<Metagame> {
    const view = await this.queries.execute(new GetMetagameQuery(tournamentId));
    const { state } = await this.folds.load(tournamentId);
    return mayReadDecklists(principal, tournamentId, state) ? view : { ...view, decks: [], decksWithheld: true };
  }

  /** Every event; the decklists are withheld from all but the organizer and judges until they are published. */
  @Get(':tournamentId/export')
  export(@Param('tournamentId') tournamentId: string, @CurrentPrincipal() principal: Principal | undefined): Promise<TournamentExport> {
    return this.queries.execute(new ExportTournamentQuery(tournamentId, principal));
  }
}
