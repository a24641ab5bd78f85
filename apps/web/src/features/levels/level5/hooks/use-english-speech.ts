import { useCallback, useEffect } from 'react';

const LANG = 'en-US';
const RATE = 0.8;

/**
 * Reads English aloud with the browser's speech synthesis (spec section 9: en-US, rate 0.8).
 * Without speech synthesis, or without an English voice, nothing happens: the level goes on.
 */
export function useEnglishSpeech() {
  const speak = useCallback((text: string) => {
    const synthesis = typeof window === 'undefined' ? undefined : window.speechSynthesis;
    if (!synthesis || typeof SpeechSynthesisUtterance === 'undefined') return;
    try {
      synthesis.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = LANG;
      utterance.rate = RATE;
      const voice = synthesis.getVoices().find((candidate) => candidate.lang.replace('_', '-') === LANG);
      if (voice) utterance.voice = voice;
      synthesis.speak(utterance);
    } catch (error) {
      console.warn('Synthèse vocale indisponible :', error);
    }
  }, []);

  // Leaving the level stops the voice.
  useEffect(() => () => window.speechSynthesis?.cancel(), []);
  return speak;
}
