import { PITCH_DURATION_SECONDS } from '@declic/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { remainingSeconds } from '../countdown';

export type RecorderStatus = 'idle' | 'recording' | 'recorded' | 'denied' | 'no-microphone' | 'unsupported';

const WEBM = 'audio/webm';

/**
 * The 60-second pitch recorder (MediaRecorder, webm). The recording stays in the browser as a
 * blob: URL, revoked as soon as it is replaced or the screen closes.
 */
export function usePitchRecorder(onStopped: () => void) {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [secondsLeft, setSecondsLeft] = useState(PITCH_DURATION_SECONDS);
  const [recordingUrl, setRecordingUrl] = useState<string | null>(null);
  // Length of the last recording, in whole seconds (level 21 compares it).
  const [durationSeconds, setDurationSeconds] = useState(0);
  const startedAt = useRef(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const onStoppedRef = useRef(onStopped);
  onStoppedRef.current = onStopped;

  const stop = useCallback(() => {
    window.clearInterval(timer.current);
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setStatus('unsupported');
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      // Refused by the student or the browser, versus no usable microphone at all.
      const refused =
        error instanceof DOMException && ['NotAllowedError', 'SecurityError'].includes(error.name);
      setStatus(refused ? 'denied' : 'no-microphone');
      return;
    }
    setRecordingUrl(null);
    const chunks: Blob[] = [];
    const mimeType = MediaRecorder.isTypeSupported(WEBM) ? WEBM : undefined;
    const media = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    media.ondataavailable = (event) => chunks.push(event.data);
    media.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      setRecordingUrl(URL.createObjectURL(new Blob(chunks, { type: media.mimeType || WEBM })));
      const elapsed = Math.round((performance.now() - startedAt.current) / 1000);
      setDurationSeconds(Math.min(PITCH_DURATION_SECONDS, elapsed));
      setStatus('recorded');
      onStoppedRef.current();
    };
    recorder.current = media;
    media.start();
    setStatus('recording');
    setSecondsLeft(PITCH_DURATION_SECONDS);
    startedAt.current = performance.now();
    timer.current = window.setInterval(() => {
      const left = remainingSeconds(performance.now() - startedAt.current, PITCH_DURATION_SECONDS);
      setSecondsLeft(left);
      if (left === 0) stop();
    }, 250);
  }, [stop]);

  const reset = useCallback(() => {
    stop();
    setRecordingUrl(null);
    setStatus('idle');
    setSecondsLeft(PITCH_DURATION_SECONDS);
  }, [stop]);

  useEffect(
    () => () => {
      window.clearInterval(timer.current);
      if (recorder.current?.state === 'recording') {
        recorder.current.onstop = null;
        recorder.current.stop();
        for (const track of recorder.current.stream.getTracks()) track.stop();
      }
    },
    [],
  );
  // Revokes each recording once replaced, and the last one when the screen closes.
  useEffect(() => () => void (recordingUrl && URL.revokeObjectURL(recordingUrl)), [recordingUrl]);

  return { status, secondsLeft, recordingUrl, durationSeconds, start, stop, reset };
}
