/** Scripted intro messages of levels 2 to 4 (spec section 9: 6, 4 and 5 messages). */

export const LEVEL2_INTRO: readonly string[] = [
  'Salut\u202f! Bienvenue au niveau 2.',
  'Ici, pas de test\u202f: tu vas simplement regarder une courte vidéo.',
  'Elle raconte pourquoi Déclic existe et comment l’appli peut t’aider à choisir ta voie.',
  'Installe-toi confortablement, mets le son si tu peux.',
  'Si une idée te parle pendant la vidéo, garde-la en tête pour la suite.',
  'Quand tu es prêt·e, lance la vidéo. À tout de suite\u202f!',
];

export const LEVEL3_INTRO: readonly string[] = [
  'Bienvenue au niveau 3\u202f! Aujourd’hui, on s’entraîne à se présenter.',
  'Le défi\u202f: un pitch de 60 secondes pour dire qui tu es et ce qui te motive.',
  'Je te propose un exemple à adapter. Enregistre-toi, puis réécoute-toi.',
  'Ton enregistrement reste sur ton appareil. Note-toi honnêtement\u202f: à partir de 8 sur 10, c’est gagné\u202f!',
];

export const LEVEL4_INTRO: readonly string[] = [
  'Bienvenue au niveau 4\u202f! On va parler de ta personnalité.',
  'Tu vas répondre à 40 affirmations, avec Oui, Un peu, Je ne sais pas, Pas trop ou Non.',
  'Il n’y a ni bonne ni mauvaise réponse\u202f: réponds comme tu es, pas comme tu voudrais être.',
  'À la fin, tu découvriras ton profil, tes points forts et des métiers qui pourraient te plaire.',
  'Ce n’est pas un verdict, juste un miroir pour mieux te connaître. On y va\u202f?',
];

export interface PitchIdentity {
  firstName: string | null;
  lastName: string | null;
  department: string | null;
  dreamJob: string | null;
}

/** The sample pitch of level 3, built from the profile; missing fields get neutral wording. */
export function samplePitch(identity: PitchIdentity): string {
  const name = [identity.firstName, identity.lastName].filter(Boolean).join(' ') || 'ton prénom et ton nom';
  // Profiles store the département as 'code - name': the name reads better aloud.
  const place = identity.department?.split(' - ').at(-1);
  const where = place ? `Je vis dans le département ${place} et je suis` : 'Je suis';
  const job = identity.dreamJob?.trim() || 'le métier qui me fait rêver';
  return `Bonjour, je m’appelle ${name}. ${where} encore en train de construire mon projet. Ce qui m’attire, c’est ${job}\u202f: j’aime apprendre, je suis curieux·se et je m’investis quand un sujet me plaît. En ce moment, je découvre ce métier et les formations qui y mènent. J’aimerais échanger avec des personnes qui l’exercent pour savoir ce qu’elles vivent au quotidien. Merci de m’avoir écouté·e\u202f!`;
}
