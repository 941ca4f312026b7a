import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { microphoneErrorKind, speechErrorKind, speechLanguage } from './dictation-rules';
import { speechRecognizer, type SpeechRecognizer } from './speech-types';

/** Voice dictation states. */
export type DictationState = 'idle' | 'requesting' | 'listening' | 'stopped';

export interface Dictation {
  /** False where the browser has no speech recognition (Firefox): the button is disabled. */
  supported: boolean;
  state: DictationState;
  /** The phrase being heard, not final yet. */
  interim: string;
  toggle: () => void;
}

/**
 * Dictation with the Web Speech API: asks for the microphone first (a clear refusal
 * message), then listens continuously in the interface's speech language and hands each
 * final phrase to `onPhrase`. Stops on toggle, error, language change or unmount.
 */
export function useDictation(onPhrase: (phrase: string) => void): Dictation {
  const { t, i18n } = useTranslation();
  const [Recognizer] = useState(speechRecognizer);
  const [state, setState] = useState<DictationState>('idle');
  const [interim, setInterim] = useState('');
  const recognizerRef = useRef<SpeechRecognizer | null>(null);
  // Bumped by every start and stop: a late permission answer of an abandoned start is ignored.
  const sessionRef = useRef(0);
  const onPhraseRef = useRef(onPhrase);
  useEffect(() => {
    onPhraseRef.current = onPhrase;
  }, [onPhrase]);

  const stop = useCallback(() => {
    sessionRef.current += 1;
    const recognizer = recognizerRef.current;
    recognizerRef.current = null;
    recognizer?.abort();
    setInterim('');
    setState((current) => (current === 'idle' ? current : 'stopped'));
  }, []);

  // The speech language follows the interface: a change ends the current listening.
  useEffect(() => stop, [i18n.language, stop]);

  const start = useCallback(async () => {
    if (!Recognizer) return;
    const session = ++sessionRef.current;
    setState('requesting');
    const failed = (title: string, description: string) =>
      toast({ title, description, variant: 'destructive' });
    if (navigator.mediaDevices?.getUserMedia) {
      try {
        const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
        // Only the permission was wanted; the recognizer opens the microphone itself.
        stream.getTracks().forEach((track) => track.stop());
      } catch (error) {
        if (session !== sessionRef.current) return;
        const kind = microphoneErrorKind(error instanceof DOMException ? error.name : undefined);
        failed(t('capture.dictation.microphoneTitle'), t(`capture.dictation.microphone.${kind}`));
        setState('stopped');
        return;
      }
    }
    if (session !== sessionRef.current) return;

    const recognizer = new Recognizer();
    recognizer.lang = speechLanguage(i18n.language);
    recognizer.continuous = true;
    recognizer.interimResults = true;
    recognizer.onresult = (event) => {
      let heard = '';
      for (let index = event.resultIndex; index < event.results.length; index += 1) {
        const result = event.results[index];
        const transcript = result?.[0]?.transcript ?? '';
        if (result?.isFinal) onPhraseRef.current(transcript);
        else heard += transcript;
      }
      setInterim(heard);
    };
    recognizer.onerror = (event) => {
      const kind = speechErrorKind(event.error);
      if (kind) {
        failed(
          t('capture.dictation.speechTitle'),
          t(`capture.dictation.speech.${kind}`, { code: event.error }),
        );
      }
    };
    recognizer.onend = () => {
      if (recognizerRef.current !== recognizer) return;
      recognizerRef.current = null;
      setInterim('');
      setState('stopped');
    };
    recognizerRef.current = recognizer;
    try {
      recognizer.start();
      setState('listening');
    } catch {
      recognizerRef.current = null;
      failed(t('capture.dictation.speechTitle'), t('capture.dictation.speech.other', { code: 'start' }));
      setState('stopped');
    }
  }, [Recognizer, i18n.language, t]);

  const toggle = useCallback(() => {
    if (state === 'listening' || state === 'requesting') stop();
    else void start();
  }, [start, state, stop]);

  return { supported: Boolean(Recognizer), state, interim, toggle };
}
