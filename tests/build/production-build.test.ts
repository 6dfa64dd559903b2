import { resolveConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';

const nodeEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = nodeEnv;
});

describe('the client build (npm start, npm run build)', () => {
  it('is a production build even where NODE_ENV=development is set', async () => {
    process.env.NODE_ENV = 'development';
    // As `vite build` resolves it: the build command, production by default.
    const config = await resolveConfig(
      { configFile: 'vite.config.ts', logLevel: 'silent' },
      'build',
      'production',
      'production',
    );
    // Production React and import.meta.env.PROD, which the service worker's registration needs.
    expect(config.isProduction).toBe(true);
    expect(config.env.PROD).toBe(true);
    expect(process.env.NODE_ENV).toBe('production');
  });

  it('is a development build only when asked for with --mode development', async () => {
    process.env.NODE_ENV = 'development';
    const config = await resolveConfig(
      { configFile: 'vite.config.ts', logLevel: 'silent', mode: 'development' },
      'build',
      'production',
      'production',
    );
    expect(config.isProduction).toBe(false);
  });
});
