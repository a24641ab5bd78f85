import {
  type Certificate,
  type CertificateStep as CertificateStepDefinition,
  certificateLines,
  certificatePath,
  fileSlug,
  formatDate,
} from '@declic/domain';
import { Award, Download, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { downloadLinesPdf } from '../../../../lib/pdf/lines-pdf';
import { Celebration } from '../finale/celebration';
import { ShareInvite } from '../finale/share-invite';
import { useStepSave } from '../hooks/use-step-save';
import type { StepProps } from '../step-props';
import { StepCheckPanel } from './step-check-panel';

/**
 * Levels 29 and 50: the certificate the server issues once the step before it passed, as a PDF
 * and a public link; level 50 adds the celebration and the invitation to share the results.
 */
export function CertificateStep({ level, step, stored }: StepProps<CertificateStepDefinition>) {
  const saving = useStepSave(level, step.id, stored);
  const [pdfError, setPdfError] = useState<string | null>(null);
  const result = saving.check?.result as ({ kind?: string } & Partial<Certificate>) | undefined;
  const certificate = result?.kind === 'certificate' ? (result as Certificate) : null;
  const url = certificate ? `${window.location.origin}${certificatePath(certificate.code)}` : '';

  const download = async () => {
    if (!certificate) return;
    setPdfError(null);
    try {
      const slug = fileSlug(certificate.firstName);
      await downloadLinesPdf(certificateLines(certificate, url), {
        title: `Certificat — ${certificate.badge}`,
        fileName: slug ? `declic-certificat-${slug}.pdf` : 'declic-certificat.pdf',
      });
    } catch {
      setPdfError('Le PDF n’a pas pu être créé. Réessaie dans un instant.');
    }
  };

  const finale = step.badge === 'parcours' && certificate !== null;

  return (
    <div className="flex flex-col gap-5">
      {finale ? <Celebration firstName={certificate.firstName} /> : null}
      {certificate ? (
        <section
          aria-label="Ton certificat"
          className="flex flex-col items-center gap-2 rounded-2xl border-4 border-sun-300 bg-sun-100 p-6 text-center"
        >
          <Award aria-hidden="true" className="size-12 text-brand-700" />
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">Certificat</p>
          <p className="font-display text-2xl font-semibold text-brand-900">{certificate.badge}</p>
          <p>
            Décerné à <span className="font-semibold">{certificate.firstName}</span> le{' '}
            <time dateTime={certificate.issuedAt}>{formatDate(certificate.issuedAt)}</time>
          </p>
        </section>
      ) : null}
      {certificate ? (
        <div className="flex flex-wrap gap-3">
          <Button onClick={download}>
            <Download aria-hidden="true" className="size-5" />
            Télécharger mon certificat (PDF)
          </Button>
          <a
            href={certificatePath(certificate.code)}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-h-11 items-center gap-2 font-semibold underline"
          >
            Voir la page de vérification
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only"> (nouvel onglet)</span>
          </a>
        </div>
      ) : null}
      {certificate ? (
        <p className="text-sm text-ink-soft">
          Le lien de vérification montre seulement ton prénom, ton badge et sa date : {url}
        </p>
      ) : null}
      {pdfError ? <Alert tone="error">{pdfError}</Alert> : null}
      {finale ? <ShareInvite /> : null}
      {certificate ? null : (
        <StepCheckPanel
          check={saving.check}
          saving={saving.saving}
          error={saving.error}
          saveLabel="Obtenir mon certificat"
          onSave={() => saving.save({})}
        />
      )}
    </div>
  );
}
