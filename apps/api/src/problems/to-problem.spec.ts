import { InternalServerErrorException, NotFoundException, PayloadTooLargeException, UnprocessableEntityException } from '@nestjs/common';
import { ConcurrencyError, StreamNotFoundError } from '@arbiter/event-store';
import { toProblem } from './to-problem';

describe(toProblem.name, () => {
  it('maps a ConcurrencyError to 409 with stream, expected and actual', () => {
    const { problem, unexpected } = toProblem(new ConcurrencyError('s-1', 2, 5), '/x', 1024);
    expect(unexpected).toBe(false);
    expect(problem).toMatchObject({
      type: 'urn:arbiter:problem:event-store/concurrency', title: 'Conflict', status: 409,
      code: 'event-store/concurrency', streamId: 's-1', expected: 2, actual: 5, instance: '/x',
    });
  });

  it('maps StreamNotFoundError to 404 and a Nest NotFoundException to http/not-found', () => {
    expect(toProblem(new StreamNotFoundError('s'), '/y', 1).problem).toMatchObject({ status: 404, code: 'event-store/stream-not-found' });
    expect(toProblem(new NotFoundException(), '/z', 1).problem).toMatchObject({ status: 404, code: 'http/not-found' });
  });

  it('states the body limit on 413', () => {
    expect(toProblem(new PayloadTooLargeException(), '/p', 4096).problem).toMatchObject({ status: 413, code: 'request/body-too-large', limitBytes: 4096 });
  });

  it('answers an unknown error with a bare 500 that leaks nothing', () => {
    const secret = new Error('password=hunter2 at /srv/app/secret.ts:12');
    const { problem, unexpected } = toProblem(secret, '/boom', 1);
    expect(unexpected).toBe(true);
    expect(problem).toMatchObject({ status: 500, code: 'internal/unexpected' });
    expect(JSON.stringify(problem)).not.toMatch(/hunter2|secret\.ts/);
  });

  it("keeps a refusal's own fields and message, and drops Nest's envelope", () => {
    const refusal = new UnprocessableEntityException({ code: 'chaotic/move-not-adjacent', message: 'Not adjacent.', rule: '6.3.3', seq: 12 });
    const { problem } = toProblem(refusal, '/a', 1);
    expect(problem).toMatchObject({ status: 422, code: 'chaotic/move-not-adjacent', detail: 'Not adjacent.', rule: '6.3.3', seq: 12 });
    expect(problem).not.toHaveProperty('statusCode');
  });

  it('never shows the body of a 5xx HttpException', () => {
    const { problem } = toProblem(new InternalServerErrorException({ code: 'x/y', sql: 'SELECT secret' }), '/b', 1);
    expect(JSON.stringify(problem)).not.toMatch(/SELECT secret/);
  });
});
