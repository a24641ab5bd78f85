import type { PersonalityPortrait } from './portrait';

/** The four « S J » types: reliable, organised, attached to what works. */
export const SENTINEL_PORTRAITS: readonly PersonalityPortrait[] = [
  {
    type: 'ISTJ',
    title: 'Le pilier fiable',
    summary:
      'Tu es sérieux·se, organisé·e et on peut compter sur toi. Tu aimes faire les choses bien, jusqu’au bout.',
    strengths: [
      'Tu tiens tes engagements.',
      'Tu es précis·e et attentif·ve aux détails.',
      'Tu sais organiser ton travail avec méthode.',
    ],
    howYouWork:
      'Tu te sens à l’aise avec des consignes claires, des étapes bien définies et du temps pour bien faire.',
    watchOuts:
      'Les changements de dernière minute peuvent te stresser. Essaie de garder un plan B\u202f: tu seras plus serein·e face aux imprévus.',
  },
  {
    type: 'ISFJ',
    title: 'Le protecteur attentionné',
    summary:
      'Tu es discret·ète, attentionné·e et toujours prêt·e à rendre service. Tu remarques ce dont les autres ont besoin.',
    strengths: [
      'Tu es patient·e et à l’écoute.',
      'Tu fais attention aux petits détails qui comptent.',
      'Tu es fidèle et loyal·e envers tes proches.',
    ],
    howYouWork: 'Tu aimes un cadre stable, des tâches concrètes et le sentiment d’être utile aux autres.',
    watchOuts:
      'Tu as tendance à passer après tout le monde. Ose demander de la reconnaissance et de l’aide\u202f: tu y as droit aussi.',
  },
  {
    type: 'ESTJ',
    title: 'L’organisateur efficace',
    summary:
      'Tu aimes que les choses avancent et soient bien faites. Tu prends naturellement les choses en main quand il faut s’organiser.',
    strengths: [
      'Tu sais organiser un groupe et un planning.',
      'Tu es direct·e et clair·e.',
      'Tu tiens les délais.',
    ],
    howYouWork: 'Tu es à l’aise avec des règles claires, des responsabilités et des résultats visibles.',
    watchOuts:
      'Tu peux être un peu rigide quand les autres font autrement. Écouter d’autres méthodes peut parfois faire gagner du temps.',
  },
  {
    type: 'ESFJ',
    title: 'Le rassembleur chaleureux',
    summary:
      'Tu aimes prendre soin des autres et faire en sorte que chacun trouve sa place. Tu es souvent celui ou celle qui organise les bons moments.',
    strengths: [
      'Tu crées une ambiance chaleureuse.',
      'Tu es serviable et fiable.',
      'Tu sais coordonner un groupe avec tact.',
    ],
    howYouWork: 'Tu te plais dans les équipes soudées, au contact des gens, avec un rôle clair et utile.',
    watchOuts:
      'Les conflits peuvent te peser et l’avis des autres compter beaucoup. Rappelle-toi que ton propre avis a aussi sa valeur.',
  },
];
