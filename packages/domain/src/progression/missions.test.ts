import { describe, expect, it } from 'vitest';
import { NNBSP } from '../format/typography';
import { LEVEL_BANDS, MISSIONS, missionForLevel, ORIENTATION_MISSION, QUEST_IDS } from './missions';

// The 30 named ids of spec section 3, in the spec's order.
const SPEC_IDS = [
  'complete_test',
  'explore_interests',
  'watch_intro',
  'strengths_quiz',
  'personality_test',
  'values_exploration',
  'job_research',
  'salary_analysis',
  'job_videos',
  'schedule_meeting',
  'prepare_questions',
  'company_visit',
  'soft_skills_assessment',
  'star_method',
  'leadership_test',
  'cv_builder',
  'cover_letter',
  'cv_review',
  'projet_motive',
  'voeux_strategy',
  'calendar_planning',
  'pitch_practice',
  'interview_simulation',
  'confidence_building',
  'portfolio_review',
  'coherence_check',
  'final_polish',
  'mentor_others',
  'success_story',
  'expert_badge',
];

describe('catalogue des missions', () => {
  it('compte 50 missions, une par niveau, dans l’ordre', () => {
    expect(MISSIONS).toHaveLength(50);
    expect(MISSIONS.map((m) => m.level)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(MISSIONS.map((m) => m.id)).size).toBe(50);
  });

  it('décale la liste de la spécification d’un cran : le test d’orientation précède le niveau 1', () => {
    expect(ORIENTATION_MISSION.id).toBe(SPEC_IDS[0]);
    expect(ORIENTATION_MISSION.specLabel).toBe("Test d'orientation");
    for (let level = 1; level <= 29; level += 1) {
      expect(missionForLevel(level)?.id).toBe(SPEC_IDS[level]);
    }
  });

  it('place les missions citées par la spécification à leur niveau', () => {
    expect(missionForLevel(1)?.title).toBe('Fiche métier');
    expect(missionForLevel(3)).toMatchObject({ id: 'strengths_quiz', specLabel: 'Pitch de 60s' });
    expect(missionForLevel(4)?.id).toBe('personality_test');
    expect(missionForLevel(5)).toMatchObject({ id: 'values_exploration', specLabel: "Test d'anglais" });
  });

  it('nomme les niveaux 30 à 50 level_N avec le libellé « Mission Niveau N »', () => {
    for (let level = 30; level <= 50; level += 1) {
      expect(missionForLevel(level)).toMatchObject({
        id: `level_${level}`,
        specLabel: `Mission Niveau ${level}`,
      });
    }
  });

  it('donne à chaque mission un titre et une description d’une ligne en français', () => {
    for (const mission of MISSIONS) {
      expect(mission.title.trim()).not.toBe('');
      expect(mission.description.length).toBeGreaterThan(20);
      expect(mission.description.length).toBeLessThanOrEqual(100);
      expect(mission.description).not.toContain("'");
      expect(mission.description).not.toMatch(/ [:;!?]/);
    }
    expect(missionForLevel(12)?.description).toContain(`${NNBSP}:`);
  });

  it('récompense chaque mission de 1 à 100 XP', () => {
    for (const mission of MISSIONS) {
      expect(mission.xpReward).toBeGreaterThan(0);
      expect(mission.xpReward).toBeLessThanOrEqual(100);
    }
  });

  it('hors de 1 à 50, aucun niveau', () => {
    for (const level of [0, -1, 51, 2.5, Number.NaN]) expect(missionForLevel(level)).toBeUndefined();
  });

  it('liste les quêtes dans l’ordre du parcours et groupe les niveaux par 5', () => {
    expect(QUEST_IDS).toHaveLength(51);
    expect(QUEST_IDS[0]).toBe('complete_test');
    expect(LEVEL_BANDS).toHaveLength(10);
    expect(LEVEL_BANDS.at(-1)).toMatchObject({ firstLevel: 46, lastLevel: 50 });
  });
});
