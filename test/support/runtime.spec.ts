// The suite runs on the active LTS: the devDependency `node` puts Node 24 first on the PATH
// of every npm script (and npx), so CI tests that runtime even where the machine's Node is older.
describe('runtime', () => {
  it('runs on Node 24 or later', () => {
    const major = Number(process.versions.node.split('.')[0]);
    expect(major).toBeGreaterThanOrEqual(24);
  });
});
