import { describe, expect, it } from 'vitest';
import { isMediaFile, mediaFamilyOf } from '#core/assistant/media';

const bytesOf = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

const MP4 = bytesOf([0, 0, 0, 0x18], 'ftypmp42', [0, 0, 0, 0]);
const WEBM = bytesOf([0x1a, 0x45, 0xdf, 0xa3], [0, 0, 0, 0, 0, 0, 0, 0]);
const MP3 = bytesOf('ID3', [4, 0, 0, 0, 0, 0, 0, 0, 0]);
const WAV = bytesOf('RIFF', [0, 0, 0, 0], 'WAVEfmt ');

describe('video and audio recognised by their bytes', () => {
  it('names the family of each kind of file', () => {
    expect([MP4, WEBM, MP3, WAV].map(mediaFamilyOf)).toEqual(['isoMedia', 'webm', 'mp3', 'wav']);
    expect(mediaFamilyOf(bytesOf('%PDF-1.7 hello'))).toBeNull();
  });

  it('accepts a media name only when the bytes agree, and says a document is no media', () => {
    expect(isMediaFile('visite.mp4', MP4)).toEqual({ media: true, matches: true });
    expect(isMediaFile('entrevue.m4a', MP4)).toEqual({ media: true, matches: true });
    expect(isMediaFile('bruit.wav', WAV)).toEqual({ media: true, matches: true });
    expect(isMediaFile('visite.mp4', WAV)).toEqual({ media: true, matches: false });
    expect(isMediaFile('visite.mp4', bytesOf('not a video at all'))).toEqual({ media: true, matches: false });
    expect(isMediaFile('rapport.pdf', MP4)).toEqual({ media: false, matches: false });
  });
});
