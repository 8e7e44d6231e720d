import { ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { useContainer } from 'class-validator';
import { createLogger, PinoNestLogger, PlatformConfig } from '@arbiter/event-store';
import type { GameRegistry } from '@arbiter/rules';
import { mountBullBoard } from './admin/bull-board';
import { AppModule } from './app.module';
import { resolveAuthSecret } from './auth-secret';
import { useJsonBodyParser } from './problems/json-body-parser';
import { useRateLimit } from './rate-limit';
import { mountDashboard } from './web/dashboard';
import { ProblemDetailsFilter } from './problems/problem-details.filter';
import { RegisteredGameConstraint } from './tournaments/http/registered-game.validator';
import { RequestValidationException } from './problems/request-validation.exception';

/**
 * The api, ready to `listen` (port 0 in tests). The database must already be prepared.
 * `games` replaces the platform's registered games (a test registers an example game).
 */
export async function createApp(config: PlatformConfig, options: { games?: GameRegistry } = {}): Promise<NestFastifyApplication> {
  const logger = createLogger(config.logLevel, 'api');
  // forceCloseConnections: shutdown does not wait for idle keep-alive clients.
  const adapter = new FastifyAdapter({ loggerInstance: logger, bodyLimit: config.bodyLimit, forceCloseConnections: true });
  const authSecret = await resolveAuthSecret(config);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot({ ...config, authSecret }, logger, options.games), adapter, {
    logger: new PinoNestLogger(logger),
    bodyParser: false, // our own JSON parser (problems/json-body-parser.ts) types its failures
  });
  // The `game` constraint checks against this api's registered games; class-validator makes every other constraint itself.
  const registeredGame = app.get(RegisteredGameConstraint);
  useContainer({ get: (constraint: unknown) => (constraint === RegisteredGameConstraint ? registeredGame : undefined) }, { fallback: true });
  useJsonBodyParser(app);
  await useRateLimit(app, config);
  app.useGlobalFilters(new ProblemDetailsFilter(logger, config.bodyLimit));
  app.useGlobalPipes(
    new ValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: (errors) => new RequestValidationException(errors),
    }),
  );
  await mountBullBoard(app, config);
  await mountDashboard(app, logger);
  const openApi = new DocumentBuilder()
    .setTitle('Arbiter')
    .setDescription('Organized play for trading card games. Errors are RFC 7807 problem details with a stable `code`.')
    .setVersion('0.1.0')
    .build();
  SwaggerModule.setup('docs', app, () => SwaggerModule.createDocument(app, openApi));
  return app;
}
