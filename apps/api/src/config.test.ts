import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applique les valeurs par défaut', () => {
    const config = loadConfig({}, '/srv/declic');
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe('/srv/declic/data');
    expect(config.databaseUrl).toBeUndefined();
  });

  it('refuse un port qui n’est pas un nombre, en nommant la variable en français', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrowError(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrowError(/PORT — PORT doit être un nombre/);
  });

  it('refuse une URL de base de données qui n’est pas PostgreSQL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrowError(
      /DATABASE_URL doit commencer par postgres/,
    );
  });

  it('range les fichiers dans S3 quand les quatre réglages sont là, et nomme ceux qui manquent', () => {
    expect(loadConfig({}).s3).toBeNull();
    const s3 = {
      S3_ENDPOINT: 'https://s3.fr-par.scw.cloud',
      S3_BUCKET: 'declic',
      S3_ACCESS_KEY_ID: 'cle',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(s3).s3).toEqual({
      endpoint: 'https://s3.fr-par.scw.cloud',
      bucket: 'declic',
      region: 'us-east-1',
      accessKeyId: 'cle',
      secretAccessKey: 'secret',
    });
    expect(() => loadConfig({ S3_BUCKET: 'declic' })).toThrowError(
      /S3_ENDPOINT — requis avec S3_BUCKET \(stockage S3\)\nConfiguration invalide : S3_ACCESS_KEY_ID/,
    );
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'ftp://x' })).toThrowError(
      /S3_ENDPOINT doit commencer par http/,
    );
  });

  it('lit l’adresse de Redis pour les limites, sinon les compte dans la base', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(() => loadConfig({ REDIS_URL: 'http://x' })).toThrowError(/REDIS_URL doit commencer par redis/);
  });

  it('ignore une variable vide', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('lit le quota IA par élève et le budget global du jour, avec des messages français', () => {
    expect(loadConfig({}).ai).toMatchObject({ dailyUserQuota: 30, dailyGlobalBudget: 2000 });
    expect(loadConfig({ AI_DAILY_USER_QUOTA: '5', AI_DAILY_GLOBAL_BUDGET: '0' }).ai).toMatchObject({
      dailyUserQuota: 5,
      dailyGlobalBudget: 0,
    });
    expect(() => loadConfig({ AI_DAILY_USER_QUOTA: 'beaucoup' })).toThrowError(
      /AI_DAILY_USER_QUOTA doit être un nombre/,
    );
    expect(() => loadConfig({ AI_DAILY_USER_QUOTA: '2.5' })).toThrowError(
      /AI_DAILY_USER_QUOTA doit être un nombre entier/,
    );
    expect(() => loadConfig({ AI_DAILY_GLOBAL_BUDGET: '-1' })).toThrowError(
      /AI_DAILY_GLOBAL_BUDGET ne peut pas être négatif/,
    );
  });

  it('prend la vidéo du niveau 2 en http(s) ou en chemin du site, sinon la refuse', () => {
    expect(loadConfig({}).site.level2VideoUrl).toBeNull();
    expect(loadConfig({ LEVEL2_VIDEO_URL: '/media/fondateur.webm' }).site.level2VideoUrl).toBe(
      '/media/fondateur.webm',
    );
    expect(() => loadConfig({ LEVEL2_VIDEO_URL: 'javascript:alert(1)' })).toThrowError(
      /LEVEL2_VIDEO_URL doit commencer par http:\/\//,
    );
  });
});
