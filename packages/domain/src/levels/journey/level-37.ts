import { defineLevel } from '../engine/level-definition';

/**
 * Level 37, « Se loger »: in the study city, the student prices a CROUS residence, a flat-share,
 * a studio or staying with family; the server estimates the housing aid and Visale from the
 * imported rules; then the choice and why.
 */
export const LEVEL_37 = defineLevel({
  level: 37,
  intro: [
    'Niveau 37 : se loger pendant ses études.',
    'Résidence Crous, colocation, studio ou rester chez ta famille : chaque solution a son prix et ses avantages.',
    'Tu compares de vrais loyers dans ta ville, avec l’aide au logement à laquelle tu aurais droit.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'quatre-facons',
      title: 'Quatre façons de se loger',
      say: 'Avant de chercher, les quatre solutions les plus courantes.',
      lines: [
        'La résidence Crous : une chambre ou un studio, souvent le moins cher. On la demande avec le Dossier social étudiant.',
        'La colocation : un appartement partagé, une chambre à toi, la cuisine et le salon en commun.',
        'Le studio : un logement pour toi seul, plus cher, mais plus libre.',
        'Rester chez ta famille : pas de loyer, mais des trajets parfois longs.',
        'Quand tu loues, l’aide au logement de la Caf paie une partie du loyer. Et la garantie Visale peut remplacer un garant.',
        'Au moment de signer, on te demande souvent un dépôt de garantie. Il est rendu à ton départ si tout est en bon état.',
      ],
    },
    {
      kind: 'housing',
      id: 'comparaison',
      title: 'Compare et choisis',
      say: 'Choisis ta ville, puis note les loyers que tu trouves. Je calcule l’aide au logement de chaque solution.',
      minOptions: 2,
      whyMinLength: 40,
    },
  ],
  success:
    'Bravo ! Tu sais ce que coûte chaque façon de te loger dans ta ville, aide comprise. Ton choix nourrit ton budget du niveau 35.',
  evidence: 'steps',
  screen: 'player',
});
