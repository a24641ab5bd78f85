import {
  keptSections,
  PORTFOLIO_INTRO_MAX,
  type PortfolioSectionId,
  type PortfolioStep as PortfolioStepDefinition,
  portfolioFileName,
  portfolioLines,
} from '@declic/domain';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/field';
import { downloadLinesPdf } from '../../../../lib/pdf/lines-pdf';
import { usePortfolio } from '../api/portfolio';
import { useStepDraft } from '../hooks/use-step-draft';
import { useStepSave } from '../hooks/use-step-save';
import { PortfolioSectionCard } from '../portfolio/portfolio-section-card';
import type { StepProps } from '../step-props';
import { fieldError } from './rule-field';
import { StepCheckPanel } from './step-check-panel';

interface PortfolioDraft extends Record<string, unknown> {
  intro: string;
  /** The sections kept; null until the student changes anything: then every section is kept. */
  sections: PortfolioSectionId[] | null;
}

const EMPTY: PortfolioDraft = { intro: '', sections: null };

/** Level 24: everything the student produced on one page, an introduction, and one PDF. */
export function PortfolioStep({ level, step, stored }: StepProps<PortfolioStepDefinition>) {
  const [draft, setDraft] = useStepDraft<PortfolioDraft>(`${level}.${step.id}`, stored?.answer, EMPTY);
  const saving = useStepSave(level, step.id, stored);
  const portfolio = usePortfolio();
  const [pdfError, setPdfError] = useState<string | null>(null);
  const answer = { ...EMPTY, ...draft };

  if (portfolio.isPending) return <p role="status">Je rassemble tout ce que tu as construit…</p>;
  if (portfolio.isError) {
    return <Alert tone="error">{portfolio.error.message} Recharge la page dans un instant.</Alert>;
  }
  const { firstName, sections } = portfolio.data;
  const kept = answer.sections ?? sections.map((section) => section.id);
  const toggle = (id: PortfolioSectionId, keep: boolean) =>
    setDraft({ ...answer, sections: keep ? [...kept, id] : kept.filter((other) => other !== id) });
  const download = async () => {
    setPdfError(null);
    const chosen = keptSections(sections, { intro: answer.intro, sections: kept });
    try {
      await downloadLinesPdf(portfolioLines(firstName, answer.intro, chosen, new Date()), {
        title: firstName ? `Portfolio de ${firstName}` : 'Mon portfolio',
        fileName: portfolioFileName(firstName),
      });
    } catch {
      setPdfError('Le PDF n’a pas pu être créé. Réessaie dans un instant : rien n’est perdu.');
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <TextAreaField
        label="En quelques mots, qui es-tu ?"
        hint="Trois ou quatre phrases : ta classe, ce que tu aimes, ce que tu vises. C’est la première chose qu’on lira."
        rows={4}
        maxLength={PORTFOLIO_INTRO_MAX}
        value={answer.intro}
        error={fieldError(saving.check?.problems, 'intro')}
        onChange={(event) => setDraft({ ...answer, intro: event.target.value })}
      />
      {sections.length === 0 ? (
        <Alert tone="info">
          Ton portfolio est encore vide : termine les niveaux du CV, de la lettre et du projet motivé.
        </Alert>
      ) : (
        <div className="flex flex-col gap-4">
          <h3 className="text-lg font-bold">
            Tes rubriques ({kept.length} gardées sur {sections.length})
          </h3>
          {sections.map((section) => (
            <PortfolioSectionCard
              key={section.id}
              section={section}
              kept={kept.includes(section.id)}
              onToggle={(keep) => toggle(section.id, keep)}
            />
          ))}
        </div>
      )}
      {fieldError(saving.check?.problems, 'sections') ? (
        <p className="text-sm font-semibold text-coral-700">
          {fieldError(saving.check?.problems, 'sections')}
        </p>
      ) : null}
      <Button variant="secondary" className="self-start" disabled={kept.length === 0} onClick={download}>
        <Download aria-hidden="true" className="size-5" />
        Télécharger mon portfolio (PDF)
      </Button>
      {pdfError ? <Alert tone="error">{pdfError}</Alert> : null}
      <StepCheckPanel
        check={saving.check}
        saving={saving.saving}
        error={saving.error}
        onSave={() => saving.save({ intro: answer.intro, sections: kept })}
      />
    </div>
  );
}
