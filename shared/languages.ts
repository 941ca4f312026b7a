/** Interface languages. French is the default; the choice is kept in browser storage. */
export const LANGUAGES = [
  { code: 'fr', name: 'French', nativeName: 'Français', speech: 'fr-CA' },
  { code: 'en', name: 'English', nativeName: 'English', speech: 'en-US' },
  { code: 'es', name: 'Spanish', nativeName: 'Español', speech: 'es-ES' },
  { code: 'de', name: 'German', nativeName: 'Deutsch', speech: 'de-DE' },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português', speech: 'pt-BR' },
  { code: 'zh', name: 'Chinese', nativeName: '中文', speech: 'zh-CN' },
  { code: 'ja', name: 'Japanese', nativeName: '日本語', speech: 'ja-JP' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [Language, ...Language[]];
export const DEFAULT_LANGUAGE: Language = 'fr';

/** Browser storage keys under which the chosen language is kept (both are written). */
export const LANGUAGE_STORAGE_KEYS = ['preferred-language', 'language'] as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** Picks the best supported language from an Accept-Language header value. */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.split('=')[1]) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  return (ranked.find((r) => isLanguage(r.base))?.base as Language | undefined) ?? DEFAULT_LANGUAGE;
}
