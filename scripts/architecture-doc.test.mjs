import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { architectureSection, END, redrawn, START } from './architecture-doc.mjs';
import { readApiSources } from './module-graph.mjs';

const root = path.resolve(import.meta.dirname, '..');

describe('docs/architecture.md suit les imports réels', () => {
  it('montre les couches et les flèches que le code fait aujourd’hui', () => {
    const document = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
    expect(redrawn(document, readApiSources(root)), 'node scripts/architecture-doc.mjs --write').toBe(
      document,
    );
  });

  it('change dès qu’un import ajoute une flèche entre deux modules', () => {
    const files = [
      { file: 'apps/api/src/modules/chat/chat.service.ts', source: "import { a } from '../users';" },
      { file: 'apps/api/src/modules/users/index.ts', source: '' },
    ];
    const before = architectureSection(files.slice(1));
    const after = architectureSection(files);
    expect(before).not.toContain('M_chat --> M_users');
    expect(after).toContain('M_chat --> M_users');
    expect(redrawn(`x\n${before}\ny`, files)).toBe(`x\n${after}\ny`);
    expect(after.startsWith(START) && after.endsWith(END)).toBe(true);
  });
});
