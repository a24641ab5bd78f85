import { formatDate } from '../../format/typography';
import type { CvLine } from '../cv/cv-layout';
import type { CertificateStep } from '../engine/steps';
import type { StepProblem } from '../engine/text-rules';

export const EXPERT_BADGE = 'Expert de l’orientation';

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

/** The rules: the certificate is earned by passing the quiz of the same level. */
export function certificateProblems(step: CertificateStep, quizPassed: boolean): StepProblem[] {
  return quizPassed
    ? []
    : [
        {
          message: `Réussis d’abord le quiz final : ${step.passMark} bonnes réponses, et le certificat est à toi.`,
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
      text: 'Pour avoir terminé les 29 premiers niveaux de Déclic (métiers, CV, lettre, projet motivé, vœux, entretien) et réussi le quiz final.',
      style: 'body',
    },
    { text: '', style: 'body' },
    { text: 'Vérifier ce certificat', style: 'heading' },
    { text: verificationUrl, style: 'contact' },
  ];
}
