import { Global, Module } from '@nestjs/common';
import { AfterAppendService } from './after-append.service';
import { EventAppendService } from './event-append.service';

@Global()
@Module({ providers: [AfterAppendService, EventAppendService], exports: [AfterAppendService, EventAppendService] })
export class EventsModule {}
