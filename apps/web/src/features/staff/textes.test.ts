import { describe, expect, it } from 'vitest';
import { TEXTES } from './textes';

describe('journal des actions de l’équipe', () => {
  it.each([
    ['enseignant_ouvert', { from: 'pending_approval', uai: '0251234E' }, 'Espace enseignant ouvert'],
    ['enseignant_ouvert', { from: 'suspended', uai: '0251234E' }, 'Espace enseignant rouvert'],
    ['enseignant_suspendu', { from: 'active', uai: '0251234E' }, 'Espace enseignant suspendu'],
    ['classe_archivee', { classroomId: 'x', name: 'Terminale 3' }, 'Classe archivée\u202f: Terminale 3'],
  ])('%s %o se lit « %s »', (action, details, label) => {
    expect(TEXTES.action(action, details)).toBe(label);
  });
});
