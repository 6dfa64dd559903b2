import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on a laptop with no variables at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, smsTransport: 'console', defaultRegion: 'IN', production: false });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('demands an SMS transport in production, so codes never land in logs by accident', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(
      loadConfig({ NODE_ENV: 'production', SMS_TRANSPORT: 'webhook', SMS_WEBHOOK_URL: 'http://sms' }).production,
    ).toBe(true);
  });

  it('refuses settings that cannot work, naming the variable', () => {
    expect(() => loadConfig({ SMS_TRANSPORT: 'webhook' })).toThrow(/SMS_WEBHOOK_URL/);
    expect(() => loadConfig({ SMS_TRANSPORT: 'pigeon' })).toThrow(/SMS_TRANSPORT/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DEFAULT_TIME_ZONE: 'Mars/Olympus' })).toThrow(/DEFAULT_TIME_ZONE/);
    expect(() => loadConfig({ VOTE_URL: 'javascript:alert(1)' })).toThrow(/VOTE_URL/);
    expect(() => loadConfig({ FEATURED_TOURNAMENT_ID: 'the-final' })).toThrow(/FEATURED_TOURNAMENT_ID/);
    expect(() => loadConfig({ SMS_ALLOWED_COUNTRIES: 'IN,India' })).toThrow(/SMS_ALLOWED_COUNTRIES.*"INDIA"/);
    expect(() => loadConfig({ DEFAULT_REGION: 'XX' })).toThrow(/DEFAULT_REGION/);
    expect(() => loadConfig({ SMS_BUDGET_DAILY: 'lots' })).toThrow(/SMS_BUDGET_DAILY/);
  });

  it('texts codes to the default region only, within 500 texts an hour and 3000 a day, unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ smsAllowedCountries: ['IN'], smsBudget: { hourly: 500, daily: 3000 } });
    expect(loadConfig({ DEFAULT_REGION: 'gb' }).smsAllowedCountries).toEqual(['GB']);
    const listed = loadConfig({ SMS_ALLOWED_COUNTRIES: 'in, lk,GB', SMS_BUDGET_HOURLY: '50', SMS_BUDGET_DAILY: '200' });
    expect(listed).toMatchObject({ smsAllowedCountries: ['IN', 'LK', 'GB'], smsBudget: { hourly: 50, daily: 200 } });
  });

  it('reads the landing page settings, an id in capitals as the same id', () => {
    const config = loadConfig({
      VOTE_URL: 'https://forms.example/vote',
      SPONSOR_URL: 'https://physio.example/',
      FEATURED_TOURNAMENT_ID: '0192A0C4-3B7E-7000-8000-000000000001',
    });
    expect(config.voteUrl).toBe('https://forms.example/vote');
    expect(config.sponsorUrl).toBe('https://physio.example/');
    expect(config.featuredTournamentId).toBe('0192a0c4-3b7e-7000-8000-000000000001');
  });
});
