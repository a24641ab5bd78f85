import fs from 'node:fs';
import path from 'node:path';
import {
  FEATURE_GATES,
  generateAnalysisByTypeBodySchema,
  generateAnalysisByTypeResponseSchema,
  shareImageBodySchema,
  shareImageResponseSchema,
} from '@declic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import { requireLevel } from '../../plugins/level-gate';
import { assertOwnId } from './analysis.service';
import { generateMbtiAnalysis } from './mbti-analysis.service';
import { shareImageExists } from './share-image.repository';
import {
  latestShareImage,
  SHARE_IMAGE_BODY_LIMIT,
  SHARE_IMAGE_NAME,
  shareImageDir,
  storeShareImage,
} from './share-image.service';

const notFound = () => new HttpError(404, 'image_absente', 'Image introuvable.');

/** Level 4: the MBTI analysis and the story image (spec section 7). Gated at level 4. */
export const level4Routes: FastifyPluginAsyncZod = async (app) => {
  const gate = requireLevel(app, FEATURE_GATES.personalityTab);

  app.post(
    '/analysis/generate-analysis-by-type',
    {
      onRequest: gate,
      schema: {
        body: generateAnalysisByTypeBodySchema,
        response: { 200: generateAnalysisByTypeResponseSchema },
      },
    },
    async (request) => {
      assertOwnId(request.body.userId, request.user.id);
      return { analysis: await generateMbtiAnalysis(app, request.user.id) };
    },
  );

  app.post(
    '/analysis/share-image',
    {
      onRequest: requireLevel(app, FEATURE_GATES.shareImage),
      bodyLimit: SHARE_IMAGE_BODY_LIMIT,
      schema: { body: shareImageBodySchema, response: { 200: shareImageResponseSchema } },
    },
    async (request) => {
      const { metadata } = request.body;
      if (metadata?.userId) assertOwnId(metadata.userId, request.user.id);
      const dataUrl = request.body.dataUrl ?? request.body.image ?? '';
      return storeShareImage(app, request.user.id, dataUrl, metadata?.source ?? 'niveau4');
    },
  );

  app.get(
    '/analysis/share-image',
    { onRequest: app.authenticate, schema: { response: { 200: shareImageResponseSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return latestShareImage(app, request.user.id);
    },
  );

  // Unguessable address, readable without a token so <img> and downloads work (decision recorded).
  app.get(
    '/analysis/share-image/files/:name',
    { schema: { params: z.object({ name: z.string() }) } },
    async (request, reply) => {
      const { name } = request.params;
      if (!SHARE_IMAGE_NAME.test(name) || !(await shareImageExists(app.database, name))) throw notFound();
      const file = path.join(shareImageDir(app), name);
      if (!fs.existsSync(file)) throw notFound();
      return reply
        .type('image/png')
        .header('Cache-Control', 'private, max-age=86400')
        .send(fs.createReadStream(file));
    },
  );
};
