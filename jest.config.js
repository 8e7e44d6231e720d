// Test tiers by file name: *.spec.ts (unit: pure functions, in-memory store),
// *.int.spec.ts (real PostgreSQL and Redis), *.e2e.spec.ts (a running app over HTTP,
// and the dashboard in Chromium).
const fs = require('node:fs');
const swc = JSON.parse(fs.readFileSync(`${__dirname}/.swcrc`, 'utf8'));
delete swc.exclude;
delete swc.$schema;

const moduleNameMapper = {
  '^@arbiter/api-contract$': '<rootDir>/libs/api-contract/src',
  '^@arbiter/event-store$': '<rootDir>/libs/event-store/src',
  '^@arbiter/rules$': '<rootDir>/libs/rules/src',
  '^@arbiter/chaotic$': '<rootDir>/libs/games/chaotic/src',
  '^@arbiter/tournament$': '<rootDir>/libs/tournament/src',
  '^@arbiter/platform$': '<rootDir>/libs/platform/src',
  '^@arbiter/wars$': '<rootDir>/libs/games/wars/src',
  '^@arbiter/lightseekers$': '<rootDir>/libs/games/lightseekers/src',
};
const base = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)s$': ['@swc/jest', { ...swc, swcrc: false }] },
  moduleNameMapper,
  roots: ['<rootDir>/apps', '<rootDir>/libs', '<rootDir>/test'],
  // ESM-only dependencies (Bull Board's static files need content-disposition 3): compile them to CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!content-disposition/)'],
};

module.exports = {
  // Jest reads testTimeout only at the top level; integration and browser tests need more than 5 s.
  testTimeout: 60000,
  // CI has a time limit: a handle some test leaves open must not keep the run alive after its summary (Jest still names the warning).
  forceExit: !!process.env.CI,
  reporters: ['default', '<rootDir>/test/support/summary-reporter.js'],
  projects: [
    { ...base, displayName: 'unit', testMatch: ['**/*.spec.ts'], testPathIgnorePatterns: ['\\.int\\.spec\\.ts$', '\\.e2e\\.spec\\.ts$', '/node_modules/'] },
    { ...base, displayName: 'int', testMatch: ['**/*.int.spec.ts'] },
    { ...base, displayName: 'e2e', testMatch: ['**/*.e2e.spec.ts'] },
  ],
};
