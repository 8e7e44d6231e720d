import Fastify from 'fastify';
import { adminAccessHook } from './admin-access';

function board(adminToken: string | undefined) {
  const app = Fastify();
  app.addHook('onRequest', adminAccessHook(adminToken));
  app.get('/admin/queues', async () => 'board');
  return app;
}
const basic = (password: string) => `Basic ${Buffer.from(`organizer:${password}`).toString('base64')}`;

describe(adminAccessHook.name, () => {
  it('without ADMIN_TOKEN closes the board to every caller, this machine included', async () => {
    const app = board(undefined);
    for (const remoteAddress of ['127.0.0.1', '::1', '203.0.113.9']) {
      const refused = await app.inject({ method: 'POST', url: '/admin/queues', remoteAddress });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'admin/disabled' });
      expect((await app.inject({ url: '/admin/queues', remoteAddress })).statusCode).toBe(403);
    }
  });

  it('with ADMIN_TOKEN asks every caller for it as the Basic password', async () => {
    const app = board('s3cret');
    const none = await app.inject({ url: '/admin/queues', remoteAddress: '127.0.0.1' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toContain('Basic');
    expect((await app.inject({ url: '/admin/queues', headers: { authorization: basic('wrong!') } })).statusCode).toBe(401);
    const ok = await app.inject({ url: '/admin/queues', remoteAddress: '203.0.113.9', headers: { authorization: basic('s3cret') } });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('board');
  });
});
