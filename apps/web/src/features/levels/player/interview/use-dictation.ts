import { useCallback, useEffect, useRef, useState } from 'react';

// The Web Speech API is not in TypeScript's DOM types: the little we use of it.
interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | undefined {
  const scope = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

const ERRORS: Record<string, string> = {
  'not-allowed': 'Le micro est bloqué : autorise-le dans ton navigateur, ou écris ta réponse.',
  'no-speech': 'Je n’ai rien entendu : rapproche-toi du micro et réessaie.',
};
const OTHER_ERROR = 'La dictée ne marche pas ici : écris ta réponse, c’est tout aussi bien.';

/**
 * Dictation in French with the browser's speech recognition, where it exists: each finished
 * sentence is handed to `onText`. `supported` is false elsewhere, and the screen offers typing.
 */
export function useDictation(onText: (text: string) => void) {
  const [listening, setListening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const recognition = useRef<Recognition | null>(null);
  const latest = useRef(onText);
  latest.current = onText;
  const supported = typeof window !== 'undefined' && recognitionConstructor() !== undefined;

  const stop = useCallback(() => recognition.current?.stop(), []);
  const start = useCallback(() => {
    const Constructor = recognitionConstructor();
    if (!Constructor) return;
    const instance = new Constructor();
    instance.lang = 'fr-FR';
    instance.continuous = true;
    instance.interimResults = false;
    instance.onresult = (event) => {
      for (let index = event.resultIndex; index < event.results.length; index += 1) {
        const result = event.results[index];
        if (result?.isFinal) latest.current(result[0].transcript.trim());
      }
    };
    instance.onerror = (event) => setError(ERRORS[event.error] ?? OTHER_ERROR);
    instance.onend = () => setListening(false);
    recognition.current = instance;
    setError(null);
    try {
      instance.start();
      setListening(true);
    } catch {
      setError(OTHER_ERROR);
    }
  }, []);

  useEffect(() => () => recognition.current?.stop(), []);
  return { supported, listening, error, start, stop };
}
