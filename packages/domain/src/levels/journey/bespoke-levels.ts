import { defineLevel } from '../engine/level-definition';

/**
 * Levels 1 to 5 keep their own screens; these definitions only say what proves each was
 * played (the rule: 1 answers saved, 2 video finished, 3 self-rating ≥ 8, 4 analysis,
 * 5 English answers and level).
 */
export const BESPOKE_LEVELS = [
  defineLevel({ level: 1, intro: [], steps: [], success: '', evidence: 'extra_info', screen: 'bespoke' }),
  defineLevel({
    level: 2,
    intro: [],
    steps: [{ kind: 'confirm', id: 'video', title: 'La vidéo', say: '' }],
    success: '',
    evidence: 'steps',
    screen: 'bespoke',
  }),
  defineLevel({
    level: 3,
    intro: [],
    steps: [{ kind: 'rating', id: 'auto-evaluation', title: 'Ta note', say: '', min: 8 }],
    success: '',
    evidence: 'steps',
    screen: 'bespoke',
  }),
  defineLevel({
    level: 4,
    intro: [],
    steps: [],
    success: '',
    evidence: 'personality_analysis',
    screen: 'bespoke',
  }),
  defineLevel({ level: 5, intro: [], steps: [], success: '', evidence: 'english_test', screen: 'bespoke' }),
];
