import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { PROBLEM_CONTENT_TYPE } from './problem';
import { toProblem } from './to-problem';

/** The api's single exception filter: every error leaves as RFC 7807 problem details. */
@Catch()
export class ProblemDetailsFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger, private readonly bodyLimit: number) {}

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    sendProblem(error, request, reply, this.logger, this.bodyLimit);
  }
}

export function sendProblem(error: unknown, request: FastifyRequest, reply: FastifyReply, logger: Logger, bodyLimit: number): void {
  const { problem, unexpected } = toProblem(error, request.url, request.routeOptions?.bodyLimit ?? bodyLimit, request.method);
  if (unexpected) logger.error({ err: error, url: request.url }, 'unexpected error');
  void reply.status(problem.status).header('content-type', PROBLEM_CONTENT_TYPE).send(problem);
}
