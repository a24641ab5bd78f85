import { formatDate } from '../../format/typography';
import type { CvLine } from '../cv/cv-layout';
import type { CertificateStep } from '../engine/steps';
import type { StepProblem } from '../engine/text-rules';

export const EXPERT_BADGE = 'Expert de l’orientation';

/** The certificates Déclic issues: level 29's, and level 50's for the whole journey. */
export const CERTIFICATE_BADGES = {
  expert: {
    label: EXPERT_BADGE,
    reason:
      'Pour avoir terminé les 29 premiers niveaux de Déclic (métiers, CV, lettre, projet motivé, vœux, entretien) et réussi le quiz final.',
  },
  parcours: {
    label: 'Parcours Déclic complet',
    reason:
      'Pour avoir terminé les 50 niveaux de Déclic : découvrir des métiers, candidater, puis préparer sa vie d’étudiant ou d’apprenti et tracer sa route.',
  },
} as const;
export type CertificateBadge = keyof typeof CERTIFICATE_BADGES;

export const badgeLabel = (badge: string) =>
  CERTIFICATE_BADGES[badge as CertificateBadge]?.label ?? EXPERT_BADGE;

/** What a certificate says, and all its public page shows: a first name, the badge, a date. */
export type Certificate = {
  code: string;
  firstName: string;
  badge: string;
  /** ISO date and time of issue. */
  issuedAt: string;
};

/** The path of a certificate's public verification page. */
export const certificatePath = (code: string) => `/verifier/${code}`;

/** The rules: the certificate is earned by passing the step before it (level 29's quiz, level 50's last word). */
export function certificateProblems(step: CertificateStep, earned: boolean): StepProblem[] {
  if (earned) return [];
  return [
    {
      message:
        step.after && step.after !== 'quiz'
          ? 'Termine d’abord l’étape d’avant, et le certificat est à toi.'
          : `Réussis d’abord le quiz final : ${step.passMark} bonnes réponses, et le certificat est à toi.`,
    },
  ];
}

/** The certificate as lines for the PDF (the CV's fonts and layout), with its verification link. */
export function certificateLines(certificate: Certificate, verificationUrl: string): CvLine[] {
  return [
    { text: 'Certificat', style: 'subtitle' },
    { text: certificate.badge, style: 'title' },
    { text: '', style: 'body' },
    { text: `Décerné à ${certificate.firstName} par Déclic`, style: 'body' },
    { text: `le ${formatDate(certificate.issuedAt)}`, style: 'body' },
    { text: '', style: 'body' },
    {
      text:
        Object.values(CERTIFICATE_BADGES).find((badge) => badge.label === certificate.badge)?.reason ??
        CERTIFICATE_BADGES.expert.reason,
      style: 'body',
    },
    { text: '', style: 'body' },
    { text: 'Vérifier ce certificat', style: 'heading' },
    { text: verificationUrl, style: 'contact' },
  ];
}
