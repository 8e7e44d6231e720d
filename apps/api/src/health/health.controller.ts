import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Health, HealthService } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 when PostgreSQL, Redis and a worker all answer and the job schedulers are registered; 503 with the failing checks otherwise. */
  @Get()
  async get(@Res({ passthrough: true }) reply: FastifyReply): Promise<Health> {
    const health = await this.health.check();
    reply.status(health.status === 'ok' ? 200 : 503);
    return health;
  }
}
