import { Eye, FileDown, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import type { MbtiAnalysisView } from '../api/mbti-analysis';
import { downloadResultsPdf } from '../export/pdf-export';
import type { ResultsStep } from '../hooks/use-level4-flow';
import { useShareActions } from '../hooks/use-share-actions';
import { useStoryImage } from '../hooks/use-story-image';
import { PRODUCT_NAME, TEXTES } from '../textes';
import { MbtiResults } from './mbti-results';
import { StoryPreviewModal } from './story-preview-modal';
import { TypedStage } from './typed-stage';

interface ResultsPhaseProps {
  view: MbtiAnalysisView;
  level: number;
  title: string;
  userId: string | null;
  handle: string;
  step: ResultsStep;
  onContinue: () => void;
  onValidate: () => void;
  validating: boolean;
}

/** Results: Aperçu, PDF, Partager, Continuer; then the invitation and 'Valider et terminer'. */
export function ResultsPhase(props: ResultsPhaseProps) {
  const { view, step } = props;
  const story = useStoryImage({ view, level: props.level, userId: props.userId, source: 'niveau4' });
  const share = useShareActions(story.src, 'niveau4');
  const [previewOpen, setPreviewOpen] = useState(false);
  const type = view.read.personalityType ?? '';
  // PDF failures are only logged (spec section 8).
  const pdf = () => void downloadResultsPdf(view, PRODUCT_NAME).catch((error) => console.error(error));
  const shareEligible = story.status !== 'warning';

  const actions =
    step === 'actions' ? (
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setPreviewOpen(true)}>
          <Eye aria-hidden="true" size={18} />
          {TEXTES.preview}
        </Button>
        <Button variant="secondary" onClick={pdf}>
          <FileDown aria-hidden="true" size={18} />
          {TEXTES.pdf}
        </Button>
        <Button variant="secondary" onClick={share.share} disabled={!shareEligible || story.src === null}>
          <Share2 aria-hidden="true" size={18} />
          {TEXTES.share}
        </Button>
        <Button onClick={props.onContinue}>{TEXTES.continue}</Button>
      </div>
    ) : (
      <Button onClick={props.onValidate} disabled={props.validating}>
        {TEXTES.validate}
      </Button>
    );

  return (
    <TypedStage
      level={props.level}
      title={props.title}
      text={step === 'actions' ? TEXTES.resultsBubble : TEXTES.invite(props.handle)}
      mood={step === 'actions' ? 'happy' : 'wink'}
      actions={actions}
    >
      {story.status === 'warning' ? <Alert>{TEXTES.notEligible}</Alert> : null}
      <MbtiResults view={view} />
      <StoryPreviewModal
        open={previewOpen}
        onOpenChange={setPreviewOpen}
        story={story}
        type={type}
        socialHandle={props.handle}
        onDownloadPdf={pdf}
        onSave={share.save}
        onShare={share.share}
      />
    </TypedStage>
  );
}
