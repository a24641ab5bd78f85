/** Copy of the company space: professionals are addressed with « vous ». */
export const TEXTES = {
  titre: 'Espace entreprise',
  inscriptionTitre: 'Créer l’espace de votre entreprise',
  inscriptionIntro:
    'Proposez stages, alternances, emplois et jobs d’été à des élèves de 15 à 20 ans. Chaque offre est relue par l’équipe Déclic avant d’être publiée.',
  lienEnvoye: 'Un lien de confirmation vient de partir. Cliquez dessus pour ouvrir votre espace entreprise.',
  proposer: 'Proposer une offre',
  modifier: 'Modifier l’offre',
  aucuneOffre:
    'Aucune offre pour l’instant. Proposez la première\u202f: l’équipe la relit sous deux jours ouvrés.',
  suspendu:
    'Votre espace est suspendu\u202f: vos offres ne sont plus visibles. Écrivez à l’équipe Déclic pour en parler.',
  relecture:
    'Toute modification repasse par la relecture de l’équipe\u202f: l’offre quitte la recherche en attendant.',
  confidentialite:
    'Vous ne voyez que ce que l’élève a choisi de vous envoyer. Pour un rendez-vous, passez par votre réponse ici\u202f: l’élève vous donne ses coordonnées s’il le souhaite.',
} as const;
