import { describe, expect, it } from 'vitest';
import {
  appendTranscript,
  microphoneErrorKind,
  speechErrorKind,
  speechLanguage,
} from '@/features/analysis/capture/dictation-rules';

describe('speechLanguage', () => {
  it('maps each interface language to its speech language', () => {
    expect(['fr', 'en', 'es', 'de', 'pt', 'zh', 'ja'].map(speechLanguage)).toEqual([
      'fr-CA',
      'en-US',
      'es-ES',
      'de-DE',
      'pt-BR',
      'zh-CN',
      'ja-JP',
    ]);
  });

  it('reads the base of a regional code and falls back to French', () => {
    expect(speechLanguage('en-GB')).toBe('en-US');
    expect(speechLanguage('PT')).toBe('pt-BR');
    expect(speechLanguage('it')).toBe('fr-CA');
  });
});

describe('speechErrorKind', () => {
  it('gives the message of each recognizer error', () => {
    expect(speechErrorKind('network')).toBe('network');
    expect(speechErrorKind('audio-capture')).toBe('audioCapture');
    expect(speechErrorKind('not-allowed')).toBe('notAllowed');
    expect(speechErrorKind('service-not-allowed')).toBe('notAllowed');
    expect(speechErrorKind('language-not-supported')).toBe('other');
  });

  it('shows nothing for silence or for our own stop', () => {
    expect(speechErrorKind('no-speech')).toBeNull();
    expect(speechErrorKind('aborted')).toBeNull();
  });
});

describe('microphoneErrorKind', () => {
  it('maps the getUserMedia failures', () => {
    expect(microphoneErrorKind('NotAllowedError')).toBe('denied');
    expect(microphoneErrorKind('NotFoundError')).toBe('notFound');
    expect(microphoneErrorKind('NotReadableError')).toBe('busy');
    expect(microphoneErrorKind('TypeError')).toBe('other');
    expect(microphoneErrorKind(undefined)).toBe('other');
  });
});

describe('appendTranscript', () => {
  it('adds the phrase after what was typed, with one space', () => {
    expect(appendTranscript('Chariots élévateurs', ' près du quai ')).toBe(
      'Chariots élévateurs près du quai',
    );
  });

  it('does not double a space or a line break already there', () => {
    expect(appendTranscript('Ligne 1\n', 'ligne 2')).toBe('Ligne 1\nligne 2');
  });

  it('starts an empty text with the phrase and ignores an empty phrase', () => {
    expect(appendTranscript('', 'bruit')).toBe('bruit');
    expect(appendTranscript('texte', '   ')).toBe('texte');
  });

  it('joins Chinese and Japanese phrases without a space', () => {
    expect(appendTranscript('注意叉车', '装卸区', 'zh')).toBe('注意叉车装卸区');
    expect(appendTranscript('フォークリフト', '荷積み場', 'ja-JP')).toBe('フォークリフト荷積み場');
  });
});
