import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiTags } from '@nestjs/swagger';
import { AppendResult, EVENT_STORE, EventStore, StoredEvent } from '@arbiter/event-store';
import { EventAppendService } from '../events/event-append.service';
import { AppendEventsDto, ReadStreamQueryDto } from './append-events.dto';
import { InternalTokenGuard } from './internal-token.guard';

@ApiTags('streams')
@Controller()
export class StreamsController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly appender: EventAppendService,
  ) {}

  /**
   * Internal: one stream's raw events in order (404 for an unknown stream). Raw streams hold
   * what views hide — decklists, paper draws, seeds — so the public reads the product's
   * filtered endpoints instead.
   */
  @Get('internal/streams/:streamId/events')
  @UseGuards(InternalTokenGuard)
  @ApiExcludeEndpoint()
  read(@Param('streamId') streamId: string, @Query() query: ReadStreamQueryDto): Promise<StoredEvent[]> {
    return this.store.readStream(streamId, { fromVersion: query.fromVersion });
  }

  /** Internal: raw append for operations and tests; product commands go through their own endpoints. */
  @Post('internal/streams/:streamId/events')
  @HttpCode(200)
  @UseGuards(InternalTokenGuard)
  @ApiExcludeEndpoint()
  append(@Param('streamId') streamId: string, @Body() body: AppendEventsDto): Promise<AppendResult> {
    const metadata = { commandId: body.commandId, actor: 'internal', now: new Date().toISOString() };
    return this.appender.append(streamId, body.events.map((e) => ({ type: e.type, data: e.data, metadata })), {
      expectedVersion: body.expectedVersion,
      streamType: body.streamType,
    });
  }
}
