import { describe, expect, it } from 'vitest';
import { findPathViolations, findViolations } from './check-imports.mjs';

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
    const source = "import { buildApp } from '../../app';";
    expect(findViolations([{ file: 'apps/api/src/modules/privacy/purge-cli.ts', source }])).toHaveLength(1);
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

describe('parcours sans attente fixe', () => {
  it('refuse waitForTimeout dans les parcours', () => {
    const source = 'await page.waitForTimeout(400);';
    expect(findPathViolations([{ file: 'e2e/tests/x.spec.ts', source }])).toHaveLength(1);
    expect(
      findPathViolations([{ file: 'e2e/tests/x.spec.ts', source: 'await expect(a).toBeVisible();' }]),
    ).toEqual([]);
  });
});
