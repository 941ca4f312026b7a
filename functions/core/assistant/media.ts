import { extensionOf, LIBRARY_MEDIA_FILES } from '#shared/schemas/analysis';

type MediaExtension = keyof typeof LIBRARY_MEDIA_FILES;

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/**
 * The media family a file's first bytes show (the name proves nothing): ISO base media (MP4, MOV,
 * M4A: "ftyp" at byte 4), Matroska/WebM (EBML header), MP3 (an ID3 tag or an MPEG frame sync),
 * WAV (RIFF…WAVE). Null for anything else.
 */
export function mediaFamilyOf(bytes: Uint8Array): 'isoMedia' | 'webm' | 'mp3' | 'wav' | null {
  if (bytes.length < 12) return null;
  if (ascii(bytes, 4, 4) === 'ftyp') return 'isoMedia';
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'webm';
  if (ascii(bytes, 0, 3) === 'ID3' || (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0)) return 'mp3';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE') return 'wav';
  return null;
}

const FAMILY_OF: Record<MediaExtension, ReturnType<typeof mediaFamilyOf>> = {
  mp4: 'isoMedia',
  mov: 'isoMedia',
  m4a: 'isoMedia',
  webm: 'webm',
  mp3: 'mp3',
  wav: 'wav',
};

/** Whether the file is video or audio by its name, and its bytes agree with that name. */
export function isMediaFile(name: string, bytes: Uint8Array): { media: boolean; matches: boolean } {
  const extension = extensionOf(name);
  if (!(extension in LIBRARY_MEDIA_FILES)) return { media: false, matches: false };
  return { media: true, matches: mediaFamilyOf(bytes) === FAMILY_OF[extension as MediaExtension] };
}
