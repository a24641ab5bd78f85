import { renderMail } from '../../plugins/mail-layout';

/** To a student whose chat message the team hid: which one, why, and the rules. */
export function messageHiddenMail(content: string, reason: string | undefined, chatUrl: string) {
  const excerpt = content.length > 120 ? `${content.slice(0, 117)}…` : content;
  return renderMail({
    subject: 'Un de tes messages du chat a été masqué',
    greeting: 'Salut\u202f!',
    paragraphs: [
      `L’équipe Déclic a masqué ton message «\u202f${excerpt}\u202f» dans le chat.`,
      reason
        ? `La raison\u202f: ${reason}`
        : 'Il ne respectait pas les règles du chat\u202f: pas d’insulte, pas de moquerie, pas de coordonnées personnelles, pas de publicité.',
      'Tu peux continuer à écrire. Si un autre message te gêne, signale-le\u202f: l’équipe le relit.',
    ],
    action: { label: 'Revenir au chat', url: chatUrl },
  });
}
