import { describe, expect, it } from 'vitest';
import mailTexts from '#shared/i18n/mail';
import { fixedT, serverTexts } from '#shared/i18n/server';

const MAIL = serverTexts('mail', mailTexts);

describe('the server translations', () => {
  it('put text values in literally, even when they look like placeholders', () => {
    const t = fixedT('en', MAIL);
    expect(t('reportMail.intro', { area: '{{sender}} & {{count}}', sender: 'Marie Tremblay' })).toBe(
      'Please find attached the occupational health and safety risk analysis report for “{{sender}} & {{count}}”, sent by Marie Tremblay.',
    );
    expect(t('reportMail.subject', { area: '$t(reportMail.risks) $& {{area}}' })).toBe(
      'OHS risk analysis report — $t(reportMail.risks) $& {{area}}',
    );
  });

  it('still counts and chooses plural forms from numbers', () => {
    expect(fixedT('fr', MAIL)('reportMail.risks', { count: 3 })).toContain('3');
    expect(fixedT('en', 'levels')('risk.high')).toBe('High');
  });
});
