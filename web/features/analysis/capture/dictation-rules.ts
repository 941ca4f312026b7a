import { DEFAULT_LANGUAGE, LANGUAGES } from '#shared/languages';

/**
 * Dictation's pure parts: which speech language, which
 * message for which failure, how a phrase joins the text. Unit-tested under Node.
 */

/** fr-CA, en-US, es-ES, de-DE, pt-BR, zh-CN, ja-JP from the interface language ("en-GB" → en-US). */
export function speechLanguage(language: string): string {
  const base = language.toLowerCase().split('-')[0];
  const match = LANGUAGES.find((item) => item.code === base);
  return (match ?? LANGUAGES.find((item) => item.code === DEFAULT_LANGUAGE)!).speech;
}

export type SpeechErrorKind = 'network' | 'audioCapture' | 'notAllowed' | 'other';

/**
 * The message for a recognizer error; null for the ones that are not failures: silence
 * ('no-speech') and our own stop ('aborted') simply end the listening.
 */
export function speechErrorKind(code: string): SpeechErrorKind | null {
  switch (code) {
    case 'no-speech':
    case 'aborted':
      return null;
    case 'network':
      return 'network';
    case 'audio-capture':
      return 'audioCapture';
    case 'not-allowed':
    case 'service-not-allowed':
      return 'notAllowed';
    default:
      return 'other';
  }
}

export type MicrophoneErrorKind = 'denied' | 'notFound' | 'busy' | 'other';

/** The message for a failed getUserMedia, from the DOMException's name. */
export function microphoneErrorKind(name: string | undefined): MicrophoneErrorKind {
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'notFound';
    case 'NotReadableError':
    case 'AbortError':
      return 'busy';
    default:
      return 'other';
  }
}

/** Chinese and Japanese are written without spaces between phrases. */
const NO_SPACE_LANGUAGES = new Set(['zh', 'ja']);

/** A dictated phrase added after what is already there (a space between), never replacing it. */
export function appendTranscript(current: string, phrase: string, language = 'fr'): string {
  const addition = phrase.trim();
  if (!addition) return current;
  if (!current) return addition;
  const base = language.toLowerCase().split('-')[0] ?? '';
  if (NO_SPACE_LANGUAGES.has(base) || /\s$/.test(current)) return `${current}${addition}`;
  return `${current} ${addition}`;
}
