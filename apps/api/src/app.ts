import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountErasersOf } from './account-erasers';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { migrate } from './db/migrate';
import { adminRoutes } from './modules/admin/admin.routes';
import { aiChatRoutes } from './modules/ai-chat/ai-chat.routes';
import { aidsRoutes } from './modules/aids';
import { analysisRoutes } from './modules/analysis/analysis.routes';
import { level4Routes } from './modules/analysis/level4.routes';
import { registerAccountsSupport } from './modules/auth/auth.plugin';
import { authRoutes } from './modules/auth/auth.routes';
import { avatarRoutes } from './modules/avatar/avatar.routes';
import { blogRoutes, registerBlog } from './modules/blog';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { companiesRoutes, scheduleApplicationFollowUp } from './modules/companies';
import { figuresRoutes } from './modules/figures/figures.routes';
import { healthRoutes } from './modules/health/health.routes';
import { lettersRoutes } from './modules/letters/letters.routes';
import { adviceRoutes } from './modules/levels/advice.routes';
import { calendarRoutes } from './modules/levels/calendar.routes';
import { levelCataloguesRoutes } from './modules/levels/catalogues.routes';
import { certificatesRoutes } from './modules/levels/certificates.routes';
import { levelStepsRoutes } from './modules/levels/engine/steps.routes';
import { interviewRoutes } from './modules/levels/interview.routes';
import { level12Routes } from './modules/levels/level12.routes';
import { levelsRoutes } from './modules/levels/levels.routes';
import { scheduleConsentFollowUp } from './modules/parents/consent-follow-up';
import { parentsRoutes } from './modules/parents/parents.routes';
import { signupConsentPort } from './modules/parents/signup-consent.service';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { privacyRoutes, registerPrivacy } from './modules/privacy';
import { progressionRoutes } from './modules/progression/progression.routes';
import { questionnaireRoutes } from './modules/questionnaire/questionnaire.routes';
import { romeRoutes } from './modules/rome/rome.routes';
import { sharedPageMeta } from './modules/sharing';
import { sharingRoutes } from './modules/sharing/sharing.routes';
import { siteRoutes } from './modules/site/site.routes';
import { supportRoutes } from './modules/support/support.routes';
import { usersRoutes } from './modules/users/users.routes';
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
  app.setSerializerCompiler(serializerCompiler);

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
  registerFileStore(app);
  app.decorate('accountErasers', accountErasersOf(app.files));
  await registerAccountsSupport(app);
  app.decorate('signupConsent', signupConsentPort);
  registerPrivacy(app);
  scheduleConsentFollowUp(app);
  scheduleApplicationFollowUp(app);
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
    );
  }
  return app;
}
