import { defineLevel } from '../engine/level-definition';

/**
 * Level 27, « Aide un autre élève » (mentor_others): an advice for students who start,
 * published on the « Conseils d’anciens » wall once the staff has read it, signed with the
 * first name only.
 */
export const LEVEL_27 = defineLevel({
  level: 27,
  intro: [
    'Bienvenue au niveau 27 ! Tu te rappelles ce que tu ressentais au tout début ?',
    'Des milliers d’élèves en sont là aujourd’hui. Toi, tu as de l’avance sur eux.',
    'Aujourd’hui, tu écris le conseil que tu aurais aimé recevoir. Il ira sur le mur des « Conseils d’anciens ».',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'un-bon-conseil',
      title: 'Un conseil qui aide vraiment',
      say: 'Un bon conseil tient en quelques phrases et part de ce que tu as vécu.',
      lines: [
        'Évite « crois en toi » tout court. Dis plutôt ce que tu as fait, et ce que ça a changé.',
        'Par exemple : « Va aux portes ouvertes avec une liste de questions. Moi, j’ai découvert que le BTS avait trois semaines de stage. »',
        'Ton conseil sera signé de ton prénom, rien de plus. Jamais de ton nom ni de ton e-mail.',
        'Quelqu’un de l’équipe le relit avant de le publier. S’il ne passe pas, on te dit pourquoi.',
      ],
    },
    {
      kind: 'advice',
      id: 'conseil',
      title: 'Ton conseil',
      say: 'Choisis un thème, puis écris ton conseil comme si tu parlais à un élève de seconde.',
      minLength: 80,
    },
  ],
  success: 'Merci pour eux ! Ton conseil part en relecture. Tu verras sur le mur quand il sera publié.',
  evidence: 'steps',
  screen: 'player',
});
