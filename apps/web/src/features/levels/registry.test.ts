import fs from 'node:fs';
import path from 'node:path';
import { levelDefinition, MAX_LEVEL } from '@declic/domain';
import { describe, expect, it } from 'vitest';
import { canPlayStep } from './player/step-view';
import { levelScreen, levelScreenModule } from './registry';

const webRoot = path.resolve(import.meta.dirname, '../../..');

describe('les 50 niveaux ont un écran', () => {
  const levels = Array.from({ length: MAX_LEVEL }, (_, index) => index + 1);

  it.each(levels)('niveau %i : un écran, jamais « pas encore prêt »', (level) => {
    expect(levelScreen(level)).toBeDefined();
  });

  it.each(levels)('niveau %i : le serveur sait nommer le fichier de son écran', (level) => {
    const module = levelScreenModule(level);
    expect(module).toMatch(/^src\/features\/levels\/.+-screen\.tsx$/);
    expect(fs.existsSync(path.join(webRoot, module!)), module).toBe(true);
  });

  it.each(levels.filter((level) => levelDefinition(level)?.screen === 'player'))(
    'niveau %i : le lecteur sait afficher chacune de ses étapes',
    (level) => {
      for (const step of levelDefinition(level)?.steps ?? []) {
        expect(canPlayStep(step.kind), `${level} · ${step.id} (${step.kind})`).toBe(true);
      }
    },
  );
});
