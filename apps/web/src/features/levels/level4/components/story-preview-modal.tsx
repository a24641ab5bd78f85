import { Download, FileDown, RefreshCw, Share2, X } from 'lucide-react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import type { StoryImage } from '../hooks/use-story-image';
import { TEXTES } from '../textes';
import { SocialIcons } from './social-icons';
import { StoryPicture } from './story-picture';

interface StoryPreviewModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  story: StoryImage;
  type: string;
  socialHandle: string;
  onDownloadPdf: () => void;
  onSave: () => void;
  onShare: () => void;
}

/** Aperçu (spec section 2): the image, social icons, the tip, and the four actions. */
export function StoryPreviewModal(props: StoryPreviewModalProps) {
  const { story, open, onOpenChange } = props;
  const ready = story.status === 'ready' && story.src !== null;
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={TEXTES.previewTitle}>
      <div className="flex flex-col gap-4">
        <StoryPicture story={story} type={props.type} />
        {story.notice ? <Alert>{story.notice}</Alert> : null}
        <SocialIcons />
        <p className="text-center text-ink-soft">{TEXTES.shareTip(props.socialHandle)}</p>
        <div className="grid gap-2 sm:grid-cols-2">
          <Button variant="secondary" onClick={props.onDownloadPdf}>
            <FileDown aria-hidden="true" size={18} />
            {TEXTES.downloadPdf}
          </Button>
          <Button variant="secondary" onClick={props.onSave} disabled={!ready}>
            <Download aria-hidden="true" size={18} />
            {TEXTES.saveImage}
          </Button>
          <Button onClick={props.onShare} disabled={!ready}>
            <Share2 aria-hidden="true" size={18} />
            {TEXTES.share}
          </Button>
          <Button variant="secondary" onClick={story.regenerate} disabled={story.status !== 'ready'}>
            <RefreshCw aria-hidden="true" size={18} />
            {TEXTES.regenerate}
          </Button>
        </div>
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          <X aria-hidden="true" size={18} />
          {TEXTES.close}
        </Button>
      </div>
    </Modal>
  );
}
