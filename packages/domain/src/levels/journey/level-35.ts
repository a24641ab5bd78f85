import { defineLevel } from '../engine/level-definition';

/**
 * Level 35, « Budget étudiant »: a month in the study city, expenses against the grant, a job at
 * the Smic and family help; the server computes the balance and one adjustment when it is
 * negative. It comes before levels 36 and 37: the student types their rent and grant, prefilled
 * from those levels once they are done (docs/decisions.md).
 */
export const LEVEL_35 = defineLevel({
  level: 35,
  intro: [
    'Niveau 35 : ton budget d’étudiant.',
    'Étudier, c’est aussi payer un loyer, des courses et des transports.',
    'Aujourd’hui, tu construis le budget d’un mois d’études, et tu vérifies qu’il tient.',
  ],
  steps: [
    {
      kind: 'dialogue',
      id: 'budget-en-bref',
      title: 'Un budget, c’est quoi ?',
      say: 'Un budget, c’est deux colonnes : ce qui rentre et ce qui sort.',
      lines: [
        'Ce qui sort : le logement, les courses, les transports, le téléphone, le matériel, les sorties.',
        'Ce qui rentre : ta bourse, l’aide de ta famille, un job étudiant.',
        'Le logement est souvent la plus grosse dépense. L’aide au logement en paie une partie : compte le loyer qui reste à ta charge.',
        'Tu ne connais pas encore ta bourse ni ton loyer ? Mets une estimation : les niveaux 36 et 37 les calculent avec toi, et ce budget se remplira tout seul.',
        'Pour les prix, regarde autour de toi : ton forfait de téléphone, un abonnement de transport, un plein de courses.',
      ],
    },
    {
      kind: 'budget',
      id: 'budget-mois',
      title: 'Ton budget du mois',
      say: 'Remplis chaque ligne, par mois. Je calcule ton solde, et je te propose un ajustement s’il est négatif.',
      adjustmentMinLength: 30,
    },
  ],
  success:
    'Bravo ! Tu sais ce que coûte un mois d’études et comment le financer. Garde ce budget en tête pour choisir ta ville et ton logement.',
  evidence: 'steps',
  screen: 'player',
});
