import { Inject, Injectable } from '@nestjs/common';
import { AppendOptions, AppendResult, EVENT_STORE, EventStore, NewEvent } from '@arbiter/event-store';
import { AfterAppendService } from './after-append.service';

/** How the api appends: the event store, then the after-append wake-ups. Command handlers use this. */
@Injectable()
export class EventAppendService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly afterAppend: AfterAppendService,
  ) {}

  async append(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    const result = await this.store.appendToStream(streamId, events, options);
    if (result.appended) await this.afterAppend.notify({ streamId, streamType: options.streamType, result });
    return result;
  }
}
