import type { Language } from '../../languages';
import de from './de';
import en from './en';
import es from './es';
import fr, { type ErrorsTexts } from './fr';
import type { ErrorCode } from '../../errors';
import ja from './ja';
import pt from './pt';
import zh from './zh';

const errors = { fr, en, es, de, pt, zh, ja } satisfies Record<Language, ErrorsTexts>;

/** The "errors" namespace in the seven languages (the server's i18next instance and the tests; the web loads one language at a time). */
export default errors;

/** Every code's message in the seven languages (for tests and tools; the functions read one language at a time, shared/errors.ts). */
export const ERROR_MESSAGES = /* @__PURE__ */ Object.fromEntries(
  Object.keys(fr.errors).map((code) => [
    code,
    Object.fromEntries(
      Object.entries(errors).map(([language, texts]) => [language, texts.errors[code as ErrorCode]]),
    ),
  ]),
) as Record<ErrorCode, Record<Language, string>>;
