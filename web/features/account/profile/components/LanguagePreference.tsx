import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES, type Language } from '#shared/languages';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/ui/FormAlert';
import { Select } from '@/components/ui/Select';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { useUpdateProfile } from '../api/profile';

/**
 * The account's language: the server writes the account's e-mails in it, and the interface
 * switches to it once saved.
 */
export function LanguagePreference({ language }: { language: Language }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const helpId = useId();
  const save = useUpdateProfile();
  const [chosen, setChosen] = useState<Language>(language);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { language: chosen },
      {
        onSuccess: async () => {
          await i18n.changeLanguage(chosen);
          toast({ title: t('profilePage.language.saved') });
        },
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-testid="language-preference">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('profilePage.language.heading')}
      </h2>
      <form onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <Select
          label={t('profilePage.language.label')}
          value={chosen}
          onChange={(event) => {
            if (isLanguage(event.target.value)) setChosen(event.target.value);
          }}
          aria-describedby={helpId}
          data-testid="preferred-language"
        >
          {LANGUAGES.map((option) => (
            <option key={option.code} value={option.code} lang={option.code}>
              {option.nativeName}
            </option>
          ))}
        </Select>
        <Button
          type="submit"
          variant="secondary"
          loading={save.isPending}
          disabled={chosen === language}
          data-testid="preferred-language-save"
        >
          {t('profilePage.language.save')}
        </Button>
      </form>
      <p id={helpId} className="text-sm text-slate-600">
        {t('profilePage.language.help')}
      </p>
      <FormAlert>
        {save.isError && <p>{apiErrorText(t, save.error, t('profilePage.language.failed'))}</p>}
      </FormAlert>
    </section>
  );
}
