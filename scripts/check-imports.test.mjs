import { describe, expect, it } from 'vitest';
import {
  findDomainCircleViolations,
  findModuleOrderViolations,
  findPathViolations,
  findViolations,
} from './check-imports.mjs';

describe('règles d’import', () => {
  it('refuse que le domaine importe Fastify ou lise process', () => {
    const violations = findViolations([
      {
        file: 'packages/domain/src/a.ts',
        source:
          "import Fastify from 'fastify';\nimport { y } from '../../../apps/api/src/x';\nconst x = process.env.X;",
      },
    ]);
    expect(violations).toHaveLength(3);
  });

  it('refuse que le web importe l’API', () => {
    expect(
      findViolations([{ file: 'apps/web/src/x.ts', source: "import { a } from '../../api/src/app';" }]),
    ).toHaveLength(1);
    expect(
      findViolations([{ file: 'apps/web/src/x.ts', source: "import { a } from '@declic/api';" }]),
    ).toHaveLength(1);
  });

  it('refuse qu’une fonctionnalité en importe une autre, mais pas ses propres fichiers', () => {
    const source = "import { a } from '../../chat/api/send';\nimport { b } from '../hooks/use-x';";
    const violations = findViolations([{ file: 'apps/web/src/features/lettre/components/form.tsx', source }]);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toContain('chat');
  });

  it('refuse qu’un fichier de routes lise un dépôt, accepte son service', () => {
    const file = 'apps/api/src/modules/chat/chat.routes.ts';
    expect(
      findViolations([{ file, source: "import { listMessages } from './chat.repository';" }]),
    ).toHaveLength(1);
    expect(findViolations([{ file, source: "import { messagesFor } from './chat.service';" }])).toEqual([]);
  });

  it('refuse le constructeur de requêtes Drizzle hors de la déclaration du schéma', () => {
    const source = "import { eq } from 'drizzle-orm';";
    expect(findViolations([{ file: 'apps/api/src/modules/auth/a.repository.ts', source }])).toHaveLength(1);
    const schema = "import { pgTable } from 'drizzle-orm/pg-core';";
    expect(findViolations([{ file: 'apps/api/src/db/schema/users.ts', source: schema }])).toEqual([]);
  });

  it('accepte le code conforme', () => {
    expect(
      findViolations([{ file: 'packages/domain/src/a.ts', source: "import { z } from 'zod';" }]),
    ).toEqual([]);
  });
});

describe('chemins déclarés une seule fois', () => {
  it('refuse un chemin /api/… écrit dans le web, mais pas dans un commentaire', () => {
    const call = "const r = fetch('/api/chat/ai');";
    expect(findPathViolations([{ file: 'apps/web/src/features/x/api/a.ts', source: call }])).toHaveLength(1);
    const comment = '/** POST /api/chat/ai */\n// voir /api/health\nconst a = 1;';
    expect(findPathViolations([{ file: 'apps/web/src/features/x/api/a.ts', source: comment }])).toEqual([]);
  });

  it('refuse une route enregistrée avec un chemin écrit à la main dans un fichier de routes', () => {
    const source = "app.get('/rome/metiers/:code', async () => ({}));";
    expect(findPathViolations([{ file: 'apps/api/src/modules/rome/rome.routes.ts', source }])).toHaveLength(
      1,
    );
    const declared = 'registerRoute(app, API.rome.metier, async () => ({}));';
    expect(
      findPathViolations([{ file: 'apps/api/src/modules/rome/rome.routes.ts', source: declared }]),
    ).toEqual([]);
  });
});

describe('frontières des modules de l’API', () => {
  it('refuse qu’un importeur dépende d’un module, pas de la base ni du domaine', () => {
    const file = 'apps/api/src/db/importers/x-importer.ts';
    const bad = "import { a } from '../../modules/formations/formation-record';";
    expect(findViolations([{ file, source: bad }])).toHaveLength(1);
    const good = "import { a } from '../catalog/formation-record';\nimport { b } from '@declic/domain';";
    expect(findViolations([{ file, source: good }])).toEqual([]);
  });

  it('refuse qu’une commande importe le serveur entier', () => {
    const source = "import { buildApp } from './app';";
    expect(findViolations([{ file: 'apps/api/src/purge-cli.ts', source }])).toHaveLength(1);
  });

  it('refuse un dépôt lu par-dessus la frontière d’un module, accepte son index et ses propres dépôts', () => {
    const crossing = "import { a } from '../progression/progression.repository';";
    expect(
      findViolations([{ file: 'apps/api/src/modules/letters/x.service.ts', source: crossing }]),
    ).toHaveLength(1);
    const throughIndex = "import { a } from '../formations';";
    expect(
      findViolations([{ file: 'apps/api/src/modules/catalog/saved-items.routes.ts', source: throughIndex }]),
    ).toEqual([]);
    const own = "import { a } from './letters.repository';";
    expect(findViolations([{ file: 'apps/api/src/modules/letters/x.service.ts', source: own }])).toEqual([]);
  });
});

describe('ordre des modules de l’API', () => {
  const api = (file, source = '') => ({ file: `apps/api/src/${file}`, source });

  it('refuse un cycle entre deux modules, même par leurs index.ts', () => {
    const cycle = [
      api('modules/auth/index.ts', "export { a } from './a';"),
      api('modules/auth/a.ts', "import { b } from '../users';"),
      api('modules/users/index.ts', "import { a } from '../auth';"),
    ];
    const violations = findModuleOrderViolations(cycle);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toContain('auth, users — pas de cycle');
    expect(findModuleOrderViolations(cycle.slice(0, 2))).toEqual([]);
  });

  it('refuse un import qui entre dans un autre module sans passer par son index.ts', () => {
    const inside = api(
      'modules/chat/chat.socket.ts',
      "import { endAllSessions } from '../auth/sessions.service';",
    );
    const violations = findModuleOrderViolations([inside]);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toContain('par son index.ts');
    const composition = api('app.ts', "import { authRoutes } from './modules/auth/auth.routes';");
    expect(findModuleOrderViolations([composition])).toHaveLength(1);
    const face = api('modules/chat/chat.socket.ts', "import { endAllSessions } from '../auth';");
    expect(
      findModuleOrderViolations([face, api('app.ts', "import { authRoutes } from './modules/auth';")]),
    ).toEqual([]);
  });

  it('refuse un import qui remonte les couches, noyau compris ; les tests restent libres', () => {
    const up = api('modules/auth/sign-in.service.ts', "import { a } from '../payments';");
    const violations = findModuleOrderViolations([up]);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toContain('auth → payments');
    const kernelUp = api('kernel/clock.ts', "import { a } from '../modules/progression';");
    expect(findModuleOrderViolations([kernelUp])).toHaveLength(1);
    const down = api('modules/payments/payments.service.ts', "import { a } from '../auth';");
    const test = api('modules/auth/auth.test.ts', "import { a } from '../payments/payments.service';");
    expect(findModuleOrderViolations([down, test])).toEqual([]);
  });

  it('refuse un dossier de l’API que les couches ne nomment pas', () => {
    const stray = api('modules/newsletter/newsletter.service.ts', "import { a } from '../../db/database';");
    const violations = findModuleOrderViolations([stray]);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toContain('« newsletter »');
  });
});

describe('domaine sans cercle', () => {
  it('refuse deux fichiers du domaine qui s’importent l’un l’autre, même pour un type', () => {
    const circle = [
      { file: 'packages/domain/src/levels/a.ts', source: "import type { B } from './b';" },
      { file: 'packages/domain/src/levels/b.ts', source: "import { a } from './a';" },
    ];
    const violations = findDomainCircleViolations(circle);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toContain('packages/domain/src/levels/a.ts → packages/domain/src/levels/b.ts');
    expect(findDomainCircleViolations(circle.slice(0, 1))).toEqual([]);
  });
});

describe('parcours sans attente fixe', () => {
  it('refuse waitForTimeout dans les parcours', () => {
    const source = 'await page.waitForTimeout(400);';
    expect(findPathViolations([{ file: 'e2e/tests/x.spec.ts', source }])).toHaveLength(1);
    expect(
      findPathViolations([{ file: 'e2e/tests/x.spec.ts', source: 'await expect(a).toBeVisible();' }]),
    ).toEqual([]);
  });
});
