import { isDashboardPage } from './dashboard-files';

describe('isDashboardPage', () => {
  it('serves the page for tournament paths and the account pages (sign-in, profile, new event, invitation and seat links)', () => {
    for (const path of ['/tournaments', '/tournaments/t-1/organizer', '/signin', '/signup', '/me', '/new', '/seat', '/invitations/abc-123']) {
      expect(isDashboardPage(path)).toBe(true);
    }
  });

  it('leaves the api, files and unknown paths to the api (its 404 problem details)', () => {
    for (const path of ['/api/me', '/docs', '/health', '/tournaments/t-1/main.js', '/me/else', '/invitations', '/invitations/a/b', '/signinx']) {
      expect(isDashboardPage(path)).toBe(false);
    }
  });
});
