import { defineLevel } from '../engine/level-definition';
import type { TextFieldRule } from '../engine/steps';

// Words that give a reason (« parce que », « pour savoir si », « j’hésite »…). A bare school
// name has none of them.
const REASON_WORDS = [
  'parce',
  'car',
  'pour',
  'afin',
  'puisque',
  'interesse',
  'attire',
  'plait',
  'envie',
  'hesite',
  'curieu',
  'veux',
  'voudrais',
  'aimerais',
  'savoir',
  'comprendre',
  'decouvrir',
  'conseil',
  'passion',
];

function stand(id: string, label: string, hint: string): TextFieldRule {
  return {
    id,
    label,
    hint,
    minLength: 30,
    maxLength: 300,
    multiline: true,
    mustMention: [
      {
        anyOf: REASON_WORDS,
        message: `Dans « ${label} », dis pourquoi ce stand : « parce que… », « pour savoir si… ».`,
      },
    ],
  };
}

/**
 * Level 39, « Salon de l’orientation » (level_39): the stands to visit in priority order with
 * a reason each, the questions to ask (mostly open), and what to prepare before the day.
 */
export const LEVEL_39 = defineLevel({
  level: 39,
  intro: [
    'Bienvenue au niveau 39 ! Cap sur le salon de l’orientation.',
    'Des dizaines de stands, du bruit, peu de temps : sans plan, on repart avec un sac de brochures et aucune réponse.',
    'Aujourd’hui, tu prépares ta visite : tes stands, tes questions et ton sac.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'bien-preparer',
      title: 'Un salon, ça se prépare',
      say: 'Un salon réunit au même endroit des écoles, des universités, des CFA (les centres de formation d’apprentis) et parfois des entreprises.',
      lines: [
        'Avant le jour J, va sur le site du salon. Tu y trouves souvent la liste des exposants et un plan.',
        'Choisis trois à cinq stands, pas plus. Classe-les : commence par le plus important, tant que tu as de l’énergie.',
        'Regarde aussi le programme des conférences. Elles ont un horaire, et les salles se remplissent vite.',
        'Sur un stand, tu parles souvent à des étudiants de la formation. Profites-en : ils savent comment ça se passe vraiment.',
        'Une brochure dit ce qu’est une formation. Une personne te dit comment on y vit. Garde tes questions pour ça.',
        'Prépare surtout des questions ouvertes, qui font raconter : « Comment se passe une semaine de cours ? »',
        'Après chaque stand, note deux ou trois mots sur ce que tu as appris. Le soir, tout se mélange.',
        'Tu peux y aller avec un parent ou un ami. Mais c’est toi qui poses les questions !',
        'Le salon a lieu en ligne ? Ça marche aussi : stands virtuels, discussions en direct, conférences filmées.',
      ],
    },
    {
      kind: 'text',
      id: 'stands',
      title: 'Tes stands, dans l’ordre',
      say: 'Quel salon, et quels stands ? Classe-les du plus important au moins important, avec une raison pour chacun.',
      fields: [
        {
          id: 'salon',
          label: 'Le salon où tu vas',
          hint: 'Son nom et sa ville, ou « en ligne ». Pas encore de salon en vue ? Demande à ton prof principal ou au CIO, le centre d’information et d’orientation.',
          minLength: 5,
          maxLength: 120,
        },
        stand(
          'stand-1',
          'Premier stand, ta priorité',
          'La formation ou l’établissement, et pourquoi il passe en premier. Par exemple : « Le BTS du lycée Voltaire, parce que j’hésite avec la fac. »',
        ),
        stand(
          'stand-2',
          'Deuxième stand',
          'Une autre formation qui t’attire, et ce que tu veux y apprendre.',
        ),
        stand(
          'stand-3',
          'Troisième stand',
          'Une idée : un stand que tu connais mal, pour ouvrir une nouvelle piste.',
        ),
        {
          id: 'objectif',
          label: 'Ce que tu veux savoir en repartant',
          hint: 'La réponse qui t’aiderait le plus à choisir. Par exemple : « Savoir si l’alternance est possible dès la première année. »',
          minLength: 30,
          maxLength: 300,
          multiline: true,
        },
      ],
    },
    {
      kind: 'questions',
      id: 'questions',
      title: 'Tes questions',
      say: 'Écris au moins cinq questions, dont quatre ouvertes. Pioche dans les thèmes si tu veux, puis adapte-les à tes stands.',
      min: 5,
      minOpen: 4,
      bank: [
        {
          theme: 'La formation au quotidien',
          questions: [
            'Comment se passe une semaine type dans cette formation ?',
            'Quelles matières prennent le plus de temps ?',
            'Combien d’heures de travail personnel faut-il prévoir chaque semaine ?',
            'Qu’est-ce qui surprend le plus les nouveaux étudiants ?',
          ],
        },
        {
          theme: 'L’admission',
          questions: [
            'Quels profils réussissent le mieux dans votre formation ?',
            'Qu’est-ce qui compte le plus dans le dossier : les notes, le projet, les activités ?',
            'Comment se passe la sélection ?',
            'Quelles spécialités du lycée conseillez-vous pour entrer chez vous ?',
          ],
        },
        {
          theme: 'Les stages et l’alternance',
          questions: [
            'Combien de semaines de stage y a-t-il, et à quel moment ?',
            'Comment les étudiants trouvent-ils leur stage ?',
            'Quelles années peut-on faire en alternance ?',
          ],
        },
        {
          theme: 'Après la formation',
          questions: [
            'Que deviennent vos étudiants après le diplôme ?',
            'Quelles poursuites d’études sont possibles ensuite ?',
            'Quels métiers font vos anciens étudiants aujourd’hui ?',
          ],
        },
        {
          theme: 'La vie étudiante',
          questions: [
            'Comment les étudiants se logent-ils près de l’établissement ?',
            'Quels frais faut-il prévoir en plus des frais d’inscription ?',
            'Quelles aides existent pour les étudiants qui en ont besoin ?',
          ],
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'preparatifs',
      title: 'Ton sac et tes préparatifs',
      say: 'La veille, vérifie tout. Coche chaque case quand c’est prêt.',
      items: [
        { id: 'plan', label: 'J’ai repéré mes stands sur le plan ou la liste des exposants', required: true },
        {
          id: 'questions-notees',
          label: 'J’ai mis mes questions sur mon téléphone ou sur une feuille',
          required: true,
        },
        { id: 'trajet', label: 'J’ai prévu mon trajet, l’aller comme le retour', required: true },
        {
          id: 'inscription',
          label: 'Je me suis inscrit ou inscrite en ligne, si le salon le demande',
          required: false,
        },
        {
          id: 'conferences',
          label: 'J’ai noté l’horaire des conférences qui m’intéressent',
          required: false,
        },
        {
          id: 'sac',
          label: 'J’ai prévu un sac pour les brochures, de quoi noter et un téléphone chargé',
          required: false,
        },
        {
          id: 'bulletins',
          label: 'J’ai pris un CV ou mes derniers bulletins, au cas où un stand les demande',
          required: false,
        },
        { id: 'adulte', label: 'J’ai prévenu un adulte de ma sortie', required: false },
      ],
    },
  ],
  success:
    'Bravo, ta visite est prête ! Le jour J, commence par ton stand prioritaire, et note tes réponses juste après chaque stand.',
  evidence: 'steps',
  screen: 'player',
});
