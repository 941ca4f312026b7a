// Type declarations for the untyped packages the document reader uses (only what it calls).

declare module 'heic-convert' {
  interface HeicConvertOptions {
    buffer: Uint8Array;
    format: 'JPEG' | 'PNG';
    /** 0-1, JPEG only. */
    quality?: number;
  }
  function convert(options: HeicConvertOptions): Promise<ArrayBuffer | Uint8Array>;
  export default convert;
}

declare module 'word-extractor' {
  class WordDocument {
    getBody(): string;
    getFootnotes(): string;
    getEndnotes(): string;
    getHeaders(options?: { includeFooters?: boolean }): string;
    getTextboxes(options?: { includeHeadersAndFooters?: boolean; includeBody?: boolean }): string;
  }
  class WordExtractor {
    extract(source: string | Buffer): Promise<WordDocument>;
  }
  export default WordExtractor;
}

declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
