import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountErasersOf } from './account-erasers';
import { readSharedItem } from './class-shared-items';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { migrate } from './db/migrate';
import { compiledOnFirstUse } from './http/compiled-on-first-use';
import { adminRoutes } from './modules/admin';
import { aiChatRoutes } from './modules/ai-chat';
import { aidsRoutes } from './modules/aids';
import { analysisRoutes, level4Routes } from './modules/analysis';
import { authRoutes, registerAccountsSupport } from './modules/auth';
import { avatarRoutes } from './modules/avatar';
import { blogRoutes, registerBlog } from './modules/blog';
import { catalogRoutes } from './modules/catalog';
import { chatRoutes } from './modules/chat';
import {
  assignmentsRoutes,
  classDashboardRoutes,
  classLicenceRoutes,
  classroomMemberIds,
  classroomsRoutes,
  scheduleAssignmentReminders,
} from './modules/classrooms';
import { companiesRoutes, scheduleApplicationFollowUp } from './modules/companies';
import { figuresRoutes } from './modules/figures';
import { healthRoutes } from './modules/health';
import { lettersRoutes } from './modules/letters';
import {
  adviceRoutes,
  calendarRoutes,
  certificatesRoutes,
  interviewRoutes,
  level12Routes,
  levelCataloguesRoutes,
  levelStepsRoutes,
  levelsRoutes,
  missingEvidence,
} from './modules/levels';
import { parentsRoutes, scheduleConsentFollowUp, signupConsentPort } from './modules/parents';
import { paymentsRoutes } from './modules/payments';
import { privacyRoutes, registerPrivacy } from './modules/privacy';
import { drawnAppData, progressionRoutes } from './modules/progression';
import { questionnaireRoutes } from './modules/questionnaire';
import { romeRoutes } from './modules/rome';
import { sharedPageMeta, sharingRoutes } from './modules/sharing';
import { siteRoutes } from './modules/site';
import { supportRoutes } from './modules/support';
import { teachersRoutes } from './modules/teachers';
import { usersRoutes } from './modules/users';
import { registerAi } from './plugins/ai';
import { registerAuth } from './plugins/auth';
import { registerBackground } from './plugins/background';
import { registerCompression } from './plugins/compression';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors';
import { registerFileStore } from './plugins/file-store';
import { registerMailer } from './plugins/mail';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { registerRealtime } from './plugins/realtime';
import { registerRequestIdHeader, requestIdOf } from './plugins/request-id';
import { registerSecurityHeaders } from './plugins/security';
import { registerSiteFiles } from './plugins/site-files';
import { registerSpa } from './plugins/spa';
import { registerTextSafety } from './plugins/text-safety';
import { registerWarmUp } from './plugins/warm-up';

z.config(z.locales.fr());

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    migrationVersion: string;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Serve the built web app from config.webDistDir (off in API tests). */
  serveWeb?: boolean;
  logger?: boolean;
  /** Where the log lines go instead of stdout (server.ts: readable lines at a terminal). */
  logStream?: { write(line: string): void };
}

/** Builds the whole server as a plugin tree; `server.ts` only listens. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: 1_048_576,
    // Fastify's overloads take each form of trustProxy separately.
    trustProxy: config.trustProxy as boolean,
    routerOptions: { ignoreTrailingSlash: true },
    genReqId: requestIdOf,
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledOnFirstUse(serializerCompiler));

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('migrationVersion', await migrate(database));

  registerRequestIdHeader(app);
  registerMetrics(app);
  registerErrorHandling(app);
  registerTextSafety(app);
  registerSecurityHeaders(app);
  await registerCompression(app);
  await registerAuth(app);
  registerAi(app);
  await registerMailer(app);
  registerBackground(app);
  registerWarmUp(app);
  registerFileStore(app);
  await registerAccountsSupport(app);
  // Ports: a lower module asks, a higher one answers (docs/architecture.md, « Couches de l’API »).
  app.decorate('accountErasers', accountErasersOf(app.files));
  app.decorate('signupConsent', signupConsentPort);
  app.decorate('levelEvidence', missingEvidence);
  app.decorate('sharedItems', readSharedItem);
  app.decorate('classMembers', classroomMemberIds);
  registerPrivacy(app);
  scheduleConsentFollowUp(app);
  scheduleApplicationFollowUp(app);
  scheduleAssignmentReminders(app);
  await registerRealtime(app);
  await registerBlog(app);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(siteRoutes);
      await api.register(romeRoutes);
      await api.register(questionnaireRoutes);
      await api.register(analysisRoutes);
      await api.register(level4Routes);
      await api.register(avatarRoutes);
      await api.register(progressionRoutes);
      await api.register(supportRoutes);
      await api.register(adminRoutes);
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(privacyRoutes);
      await api.register(chatRoutes);
      await api.register(aiChatRoutes);
      await api.register(lettersRoutes);
      await api.register(levelsRoutes);
      await api.register(levelCataloguesRoutes);
      await api.register(calendarRoutes);
      await api.register(figuresRoutes);
      await api.register(aidsRoutes);
      await api.register(interviewRoutes);
      await api.register(adviceRoutes);
      await api.register(certificatesRoutes);
      await api.register(levelStepsRoutes);
      await api.register(level12Routes);
      await api.register(catalogRoutes);
      await api.register(paymentsRoutes);
      await api.register(parentsRoutes);
      await api.register(sharingRoutes);
      await api.register(teachersRoutes);
      await api.register(classroomsRoutes);
      await api.register(assignmentsRoutes);
      await api.register(classLicenceRoutes);
      await api.register(classDashboardRoutes);
      await api.register(companiesRoutes);
      await api.register(blogRoutes);
    },
    { prefix: '/api' },
  );

  registerSiteFiles(app);
  if (options.serveWeb) {
    await registerSpa(
      app,
      config.webDistDir,
      sharedPageMeta({ database: app.database, clock: app.clock }),
      () => app.blog.library(),
      (request) => drawnAppData(app, request),
    );
  }
  return app;
}
