import { describe, expect, it } from 'vitest';
import { errorMessage, fillMessage, type ErrorCode } from '#shared/errors';
import { ERROR_MESSAGES } from '#shared/i18n/errors';
import { LANGUAGE_CODES, type Language } from '#shared/languages';

const CODES = Object.keys(ERROR_MESSAGES) as ErrorCode[];
const OTHER_THAN_ENGLISH = LANGUAGE_CODES.filter((language) => language !== 'en');
const LATIN_SCRIPT: Language[] = ['en', 'fr', 'es', 'de', 'pt'];
const CJK = /[\u3400-\u9fff]/u;
const KANA = /[\u3040-\u30ff]/u;

/** Every text of every code, as [code, language, text] rows. */
const ROWS = CODES.flatMap((code) =>
  LANGUAGE_CODES.map((language) => [code, language, ERROR_MESSAGES[code][language]] as const),
);

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/gu)].map((match) => match[1]!).sort();
}

describe('API error messages in the seven interface languages', () => {
  it('covers a real catalogue of codes', () => {
    expect(CODES.length).toBeGreaterThan(30);
    expect(LANGUAGE_CODES).toHaveLength(7);
  });

  it.each(ROWS)('%s has a non-empty %s text', (_code, _language, text) => {
    expect(typeof text).toBe('string');
    expect(text.trim()).not.toBe('');
  });

  it.each(CODES)('%s is translated: no other language repeats the English text', (code) => {
    const english = ERROR_MESSAGES[code].en;
    for (const language of OTHER_THAN_ENGLISH) {
      expect(ERROR_MESSAGES[code][language], `${code}.${language}`).not.toBe(english);
    }
  });

  it.each(CODES)('%s is written in Chinese and Japanese scripts', (code) => {
    const { zh, ja } = ERROR_MESSAGES[code];
    expect(zh).toMatch(CJK);
    // Kana tell Japanese apart from Chinese: a Chinese text pasted as Japanese would fail here.
    expect(ja).toMatch(KANA);
    expect(zh).not.toMatch(KANA);
  });

  it.each(CODES)('%s ends each sentence with the full stop of its script', (code) => {
    for (const language of LATIN_SCRIPT) expect(ERROR_MESSAGES[code][language]).toMatch(/\.$/u);
    expect(ERROR_MESSAGES[code].zh).toMatch(/。$/u);
    expect(ERROR_MESSAGES[code].ja).toMatch(/。$/u);
  });

  it.each(CODES)('%s keeps the same {{placeholders}} in every language', (code) => {
    const expected = placeholders(ERROR_MESSAGES[code].en);
    for (const language of OTHER_THAN_ENGLISH) {
      expect(placeholders(ERROR_MESSAGES[code][language]), `${code}.${language}`).toEqual(expected);
    }
  });

  it('reads placeholders the way i18next writes them', () => {
    expect(placeholders('Plan {{ plan }} for {{days}} days, {single} ignored')).toEqual(['days', 'plan']);
  });

  it('keeps the product name untranslated wherever English names it', () => {
    const named = CODES.filter((code) => ERROR_MESSAGES[code].en.includes('RisqueVision'));
    expect(named).toEqual(['subscriptionRequired', 'badOrigin', 'directAccessRefused', 'accountDisabled']);
    for (const code of named) {
      for (const language of LANGUAGE_CODES) expect(ERROR_MESSAGES[code][language]).toContain('RisqueVision');
    }
  });

  it('opens the quota message with a translated prefix, in capitals where the script has case', () => {
    const prefixes = Object.fromEntries(
      LANGUAGE_CODES.map((language) => [
        language,
        ERROR_MESSAGES.quotaExceeded[language].split(/\s?[:：]/u)[0],
      ]),
    );
    expect(prefixes).toEqual({
      en: 'QUOTA EXCEEDED',
      fr: 'QUOTA DÉPASSÉ',
      es: 'CUOTA SUPERADA',
      de: 'KONTINGENT ÜBERSCHRITTEN',
      pt: 'COTA EXCEDIDA',
      zh: '超出配额',
      ja: '利用上限超過',
    });
  });
});

describe('errorMessage', () => {
  it.each(ROWS)('returns the %s text in %s', async (code, language, text) => {
    await expect(errorMessage(code, language)).resolves.toBe(text);
  });

  it('answers each language in its own words', async () => {
    await expect(errorMessage('unauthenticated', 'en')).resolves.toBe('Please sign in to continue.');
    await expect(errorMessage('unauthenticated', 'fr')).resolves.toBe(
      'Veuillez vous connecter pour continuer.',
    );
    await expect(errorMessage('unauthenticated', 'es')).resolves.toBe('Inicie sesión para continuar.');
    await expect(errorMessage('unauthenticated', 'de')).resolves.toBe(
      'Bitte melden Sie sich an, um fortzufahren.',
    );
    await expect(errorMessage('unauthenticated', 'pt')).resolves.toBe('Faça login para continuar.');
    await expect(errorMessage('unauthenticated', 'zh')).resolves.toBe('请登录后继续。');
    await expect(errorMessage('unauthenticated', 'ja')).resolves.toBe('続行するにはログインしてください。');
  });
});

describe('fillMessage', () => {
  it('fills the named placeholders and leaves unknown ones as written', () => {
    expect(fillMessage('{{used}} / {{ limit }} pages, {{other}}', { used: 12, limit: 40 })).toBe(
      '12 / 40 pages, {{other}}',
    );
  });
});
