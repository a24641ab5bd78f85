/**
 * The 40 level 4 items, written by us (never taken or translated from an existing test):
 * 10 per axis, half keyed toward each pole. Agreeing with an item moves the score toward `pole`.
 */
export type PersonalityAxis = 'EI' | 'SN' | 'TF' | 'JP';
export type PersonalityPole = 'E' | 'I' | 'S' | 'N' | 'T' | 'F' | 'J' | 'P';

export interface PersonalityItem {
  id: number;
  axis: PersonalityAxis;
  pole: PersonalityPole;
  text: string;
}

const ITEMS: readonly [PersonalityAxis, PersonalityPole, string][] = [
  ['EI', 'E', 'Après une journée chargée, voir des amis te redonne de l’énergie.'],
  ['EI', 'I', 'Tu préfères réfléchir seul·e avant de donner ton avis en groupe.'],
  ['EI', 'E', 'Dans une soirée où tu connais peu de monde, tu vas facilement parler aux autres.'],
  ['EI', 'I', 'Un après-midi calme à la maison te fait plus envie qu’une sortie à plusieurs.'],
  ['EI', 'E', 'Tu réfléchis mieux en parlant à voix haute avec quelqu’un.'],
  ['EI', 'I', 'Tu as besoin de moments seul·e pour te ressourcer.'],
  ['EI', 'E', 'Présenter un exposé devant la classe ne te dérange pas trop.'],
  ['EI', 'I', 'Tu préfères une conversation en tête-à-tête à une discussion de groupe.'],
  ['EI', 'E', 'Tu aimes les activités où tu rencontres beaucoup de nouvelles personnes.'],
  ['EI', 'I', 'On te dit souvent que tu es discret ou discrète.'],
  ['SN', 'S', 'Tu préfères des consignes précises à des idées générales.'],
  ['SN', 'N', 'Tu imagines souvent comment les choses pourraient être dans dix ans.'],
  ['SN', 'S', 'Tu retiens surtout les faits et les détails concrets d’une histoire.'],
  ['SN', 'N', 'Tu aimes chercher le sens caché ou le lien entre des idées.'],
  ['SN', 'S', 'Tu fais confiance à ce que tu as déjà testé toi-même.'],
  ['SN', 'N', 'Les idées nouvelles t’attirent, même si elles ne sont pas encore réalistes.'],
  ['SN', 'S', 'Tu aimes apprendre en pratiquant plutôt qu’en lisant la théorie.'],
  ['SN', 'N', 'Tu te perds parfois dans tes pensées en imaginant des projets.'],
  ['SN', 'S', 'Tu remarques vite ce qui a changé dans une pièce.'],
  ['SN', 'N', 'Tu préfères inventer ta propre méthode plutôt que suivre celle qui existe.'],
  ['TF', 'T', 'Pour choisir, tu fais d’abord la liste des avantages et des inconvénients.'],
  ['TF', 'F', 'Avant de décider, tu penses à ce que les autres vont ressentir.'],
  ['TF', 'T', 'Tu dis les choses franchement, même si ce n’est pas agréable à entendre.'],
  ['TF', 'F', 'Tu ressens facilement ce que vivent tes amis sans qu’ils le disent.'],
  ['TF', 'T', 'Une règle juste doit s’appliquer à tout le monde, sans exception.'],
  ['TF', 'F', 'Garder une bonne ambiance compte plus pour toi que d’avoir raison.'],
  ['TF', 'T', 'Tu aimes débattre pour trouver l’argument le plus solide.'],
  ['TF', 'F', 'On vient souvent te voir quand on a besoin d’être écouté.'],
  ['TF', 'T', 'Face à un problème, tu cherches d’abord la cause logique.'],
  ['TF', 'F', 'Un travail a plus de valeur pour toi s’il aide vraiment des gens.'],
  ['JP', 'J', 'Tu prépares tes affaires et ton planning à l’avance.'],
  ['JP', 'P', 'Tu aimes garder tes options ouvertes jusqu’au dernier moment.'],
  ['JP', 'J', 'Finir une tâche avant d’en commencer une autre te rassure.'],
  ['JP', 'P', 'Tu travailles bien dans l’urgence, juste avant la date limite.'],
  ['JP', 'J', 'Une liste de choses à faire t’aide à avancer.'],
  ['JP', 'P', 'Un changement de programme de dernière minute t’amuse plus qu’il ne te gêne.'],
  ['JP', 'J', 'Tu aimes savoir exactement comment va se passer ta journée.'],
  ['JP', 'P', 'Tu préfères improviser plutôt que suivre un plan.'],
  ['JP', 'J', 'Ranger ton espace t’aide à te concentrer.'],
  ['JP', 'P', 'Tu commences souvent plusieurs projets en même temps.'],
];

export const PERSONALITY_ITEMS: readonly PersonalityItem[] = ITEMS.map(([axis, pole, text], index) => ({
  id: index + 1,
  axis,
  pole,
  text,
}));
