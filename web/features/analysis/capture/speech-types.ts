/**
 * The part of the Web Speech API dictation uses. TypeScript's DOM library does not declare
 * it (Chrome and Safari still ship it as webkitSpeechRecognition), so it is typed here.
 */

export interface SpeechAlternative {
  readonly transcript: string;
}

export interface SpeechResult {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: SpeechAlternative;
}

export interface SpeechResultEvent extends Event {
  readonly resultIndex: number;
  readonly results: { readonly length: number; readonly [index: number]: SpeechResult };
}

export interface SpeechErrorEvent extends Event {
  /** 'network', 'audio-capture', 'not-allowed', 'no-speech', 'aborted'… */
  readonly error: string;
}

export interface SpeechRecognizer extends EventTarget {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: SpeechResultEvent) => void) | null;
  onerror: ((event: SpeechErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type SpeechRecognizerConstructor = new () => SpeechRecognizer;

type SpeechWindow = Window & {
  SpeechRecognition?: SpeechRecognizerConstructor;
  webkitSpeechRecognition?: SpeechRecognizerConstructor;
};

/** The browser's recognizer, standard name first; undefined where there is none (Firefox). */
export function speechRecognizer(): SpeechRecognizerConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const speechWindow = window as SpeechWindow;
  return speechWindow.SpeechRecognition ?? speechWindow.webkitSpeechRecognition;
}
