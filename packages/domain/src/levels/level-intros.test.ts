import { describe, expect, it } from 'vitest';
import { LEVEL2_INTRO, LEVEL3_INTRO, LEVEL4_INTRO, samplePitch } from './level-intros';

describe('level intros', () => {
  it('have 6, 4 and 5 messages', () => {
    expect([LEVEL2_INTRO.length, LEVEL3_INTRO.length, LEVEL4_INTRO.length]).toEqual([6, 4, 5]);
  });
});

describe('sample pitch', () => {
  it('uses first name, last name, département and dream job', () => {
    const pitch = samplePitch({
      firstName: 'Léa',
      lastName: 'Martin',
      department: '69 - Rhône',
      dreamJob: 'infirmière',
    });
    expect(pitch).toContain('je m’appelle Léa Martin');
    expect(pitch).toContain('département Rhône');
    expect(pitch).toContain('c’est infirmière');
  });

  it('stays readable when the profile is empty', () => {
    const pitch = samplePitch({ firstName: null, lastName: null, department: null, dreamJob: ' ' });
    expect(pitch).toContain('le métier qui me fait rêver');
    expect(pitch).not.toContain('null');
  });
});
