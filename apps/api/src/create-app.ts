import fastifyCookie from '@fastify/cookie';
import { ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
import { ProblemDetailsFilter, sendProblem } from './problems/problem-details.filter';
import { apiSettingsFrom, ApiSettings } from './api-settings';
import { useRequestBudget } from './request-budget';
import { useRequestTextCheck } from './problems/request-text-check';
import { useSecurityHeaders } from './security-headers';
import { RegisteredGameConstraint } from './tournaments/http/registered-game.validator';
import { RequestValidationException } from './problems/request-validation.exception';

/**
 * The api, ready to `listen` (port 0 in tests). The database must already be prepared.
 * `games` replaces the platform's registered games (a test registers an example game);
 * `settings` the api's own settings (read from the environment when absent).
 */
export async function createApp(config: PlatformConfig, options: { games?: GameRegistry; settings?: Partial<ApiSettings> } = {}): Promise<NestFastifyApplication> {
  const logger = createLogger(config.logLevel, 'api');
  const settings = { ...apiSettingsFrom(process.env), ...options.settings };
  // forceCloseConnections: shutdown does not wait for idle keep-alive clients.
  const adapter = new FastifyAdapter({
    loggerInstance: logger, bodyLimit: config.bodyLimit, forceCloseConnections: true, trustProxy: settings.trustProxy,
    // Bad or over-long path segments are refused by the router itself: they too leave as problem details.
    frameworkErrors: (error: Error, request: FastifyRequest, reply: FastifyReply) => sendProblem(error, request, reply, logger, config.bodyLimit),
  });
  const authSecret = await resolveAuthSecret(config);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot({ ...config, authSecret }, logger, options.games), adapter, {
    logger: new PinoNestLogger(logger),
    bodyParser: false, // our own JSON parser (problems/json-body-parser.ts) types its failures
  });
  // The `game` constraint checks against this api's registered games; class-validator makes every other constraint itself.
  const registeredGame = app.get(RegisteredGameConstraint);
  useContainer({ get: (constraint: unknown) => (constraint === RegisteredGameConstraint ? registeredGame : undefined) }, { fallback: true });
  await app.register(fastifyCookie);
  useJsonBodyParser(app);
  useRequestBudget(app, config.bodyLimit);
  useRequestTextCheck(app, logger, config.bodyLimit);
  await useSecurityHeaders(app);
  await useRateLimit(app, config, settings.tournamentCreateLimit, settings.signInLimit);
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
