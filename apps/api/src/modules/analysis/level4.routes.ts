import { API } from '@declic/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { assertOwnId } from './analysis.service';
import type { AnalysisDeps } from './analysis-deps';
import { generateMbtiAnalysis } from './mbti-analysis.service';
import {
  latestShareImage,
  moveDiskShareImagesToStore,
  SHARE_IMAGE_BODY_LIMIT,
  type ShareImageDeps,
  shareImageFile,
  storeShareImage,
} from './share-image.service';

const routes = API.levels;

/** Level 4: the MBTI analysis and the story image (spec section 7). Gated at level 4. */
export const level4Routes: FastifyPluginAsync = async (app) => {
  // Read at each call: a test may swap the AI provider once the app is built (ai-chat-test-support.ts).
  const analysisDeps = (): AnalysisDeps => ({ database: app.database, ai: app.ai, log: app.log });
  const shareImages: ShareImageDeps = { database: app.database, files: app.files, log: app.log };
  const moved = await moveDiskShareImagesToStore(shareImages, app.config.dataDir);
  if (moved > 0) app.log.info({ moved }, 'images de partage déplacées du disque vers le stockage partagé');

  registerRoute(app, routes.personalityAnalysis, async (request) => {
    assertOwnId(request.body.userId, request.user.id);
    return { analysis: await generateMbtiAnalysis(analysisDeps(), request.user.id) };
  });

  registerRoute(
    app,
    routes.saveShareImage,
    async (request) => {
      const { metadata } = request.body;
      if (metadata?.userId) assertOwnId(metadata.userId, request.user.id);
      const dataUrl = request.body.dataUrl ?? request.body.image ?? '';
      return storeShareImage(shareImages, request.user.id, dataUrl, metadata?.source ?? 'niveau4');
    },
    { bodyLimit: SHARE_IMAGE_BODY_LIMIT },
  );

  registerRoute(app, routes.shareImage, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return latestShareImage(app.database, request.user.id);
  });

  // Unguessable address, readable without a token so <img> and downloads work (decision recorded).
  registerRoute(app, routes.shareImageFile, async (request, reply) => {
    const file = await shareImageFile(shareImages, request.params.name);
    return reply.type(file.contentType).header('Cache-Control', 'private, max-age=86400').send(file.bytes);
  });
};
