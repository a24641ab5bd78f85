import { Download, Mic, RotateCcw, Square } from 'lucide-react';
import { Alert } from '../../../../components/ui/alert';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { formatCountdown } from '../countdown';
import type { usePitchRecorder } from '../hooks/use-pitch-recorder';
import { LEVEL3_TEXTES as T } from '../textes';

type Recorder = ReturnType<typeof usePitchRecorder>;

/** S'enregistrer / Arrêter with the visible countdown, then listen-back and Réenregistrer. */
export function PitchRecorder({ recorder, onRerecord }: { recorder: Recorder; onRerecord: () => void }) {
  const { status, secondsLeft, recordingUrl } = recorder;
  return (
    <div className="flex flex-col gap-3">
      {status === 'denied' ? <Alert tone="error">{T.micDenied}</Alert> : null}
      {status === 'no-microphone' ? <Alert tone="error">{T.noMicrophone}</Alert> : null}
      {status === 'unsupported' ? <Alert tone="error">{T.unsupported}</Alert> : null}
      {status === 'recording' ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="flex items-center gap-2 font-semibold text-coral-700">
            <span aria-hidden="true" className="size-3 rounded-full bg-coral-500 motion-safe:animate-pulse" />
            {T.recording}
          </p>
          {/* Announced each 10 s only, not every second: a polite live region would chatter. */}
          <p className="text-2xl font-bold tabular-nums">
            <span className="sr-only">{T.timeLeft}&#x202F;: </span>
            <time aria-live={secondsLeft % 10 === 0 ? 'polite' : 'off'}>{formatCountdown(secondsLeft)}</time>
          </p>
          <Button onClick={recorder.stop}>
            <Square aria-hidden="true" className="size-5" />
            {T.stop}
          </Button>
        </div>
      ) : null}
      {status !== 'recording' && status !== 'recorded' ? (
        <Button onClick={() => void recorder.start()} className="self-start">
          <Mic aria-hidden="true" className="size-5" />
          {T.record}
        </Button>
      ) : null}
      {status === 'recorded' && recordingUrl ? (
        <div className="flex flex-col gap-2">
          <p className="font-semibold">{T.listen}</p>
          {/* biome-ignore lint/a11y/useMediaCaption: the student's own voice, just recorded. */}
          <audio src={recordingUrl} controls className="w-full" aria-label={T.listen} />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={onRerecord}>
              <RotateCcw aria-hidden="true" className="size-5" />
              {T.rerecord}
            </Button>
            <a href={recordingUrl} download={T.fileName} className={buttonClasses('ghost')}>
              <Download aria-hidden="true" className="size-5" />
              {T.keep}
            </a>
          </div>
        </div>
      ) : null}
    </div>
  );
}
