import { levelDefinition, MAX_LEVEL } from '@declic/domain';
import { describe, expect, it } from 'vitest';
import { canPlayStep } from './player/step-view';
import { levelScreen } from './registry';

describe('les 50 niveaux ont un écran', () => {
  const levels = Array.from({ length: MAX_LEVEL }, (_, index) => index + 1);

  it.each(levels)('niveau %i : un écran, jamais « pas encore prêt »', (level) => {
    expect(levelScreen(level)).toBeDefined();
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
