import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError, registerErrorHandling } from './errors';

async function appWithRoutes() {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.post(
    '/echo',
    {
      schema: { body: z.object({ age: z.number(), email: z.email('Adresse e-mail invalide.').optional() }) },
    },
    async (request) => request.body,
  );
  app.get('/boom', async () => {
    throw new Error('SELECT * FROM secret_table failed');
  });
  app.get('/expected', async () => {
    throw new HttpError(409, 'deja_pris', 'Cette adresse est déjà utilisée.');
  });
  return app;
}

describe('gestion des erreurs', () => {
  it('transforme un JSON mal formé en 400 français', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"age":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'json_invalide',
      message: 'Le corps de la requête n’est pas un JSON valide.',
    });
  });

  it('nomme le champ invalide', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'POST', url: '/echo', payload: { age: 'dix' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('requete_invalide');
    expect(response.json().message).toContain('(age)');
  });

  it('finit le message par un seul point, avec une espace fine avant les deux-points', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'POST', url: '/echo', payload: { age: 3, email: 'x' } });
    expect(response.json().message).toBe('Requête invalide (email)\u202f: Adresse e-mail invalide.');
  });

  it('ne laisse jamais fuiter le SQL ni la pile dans une 500', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret_table');
    expect(response.json().code).toBe('erreur_interne');
  });

  it('rend une erreur attendue avec son statut', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/expected' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'deja_pris', message: 'Cette adresse est déjà utilisée.' });
  });
});
