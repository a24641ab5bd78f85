import { describe, expect, it } from 'vitest';
import { findViolations } from './check-imports.mjs';

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

  it('accepte le code conforme', () => {
    expect(
      findViolations([{ file: 'packages/domain/src/a.ts', source: "import { z } from 'zod';" }]),
    ).toEqual([]);
  });
});
