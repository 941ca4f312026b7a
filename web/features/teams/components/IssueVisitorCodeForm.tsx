import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VISITOR_CODE_DAYS } from '#shared/schemas/teams';
import { Button } from '@/components/ui/Button';
import { EmailInput } from '@/components/ui/EmailInput';
import { FormAlert } from '@/components/ui/FormAlert';
import { Input } from '@/components/ui/Input';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { fieldErrorProps, formErrorText, hasEmptyFields } from '@/lib/form-errors';
import { useCreateVisitorCode } from '../api/create-visitor-code';
import { formatDay } from '../format';
import { VISITOR_CODE_DEFAULTS, visitorCodeForm } from '../visitor-code-form';

/** Issues a code for one address and a number of days; the code goes to the visitor by e-mail only. */
export function IssueVisitorCodeForm() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const alertId = useId();
  const create = useCreateVisitorCode();
  const form = useForm({ resolver: zodResolver(visitorCodeForm), defaultValues: VISITOR_CODE_DEFAULTS });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    create.mutate(values, {
      onSuccess: ({ code }) => {
        toast({
          title: t('team.visitors.issued'),
          description: t('team.visitors.issuedBody', {
            email: code.email,
            date: formatDay(code.expiresAt, language),
          }),
        });
        form.reset(VISITOR_CODE_DEFAULTS);
      },
    });
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
      aria-busy={create.isPending || undefined}
      data-testid="visitor-code-form"
    >
      <FormAlert id={alertId}>
        {hasEmptyFields(errors) && <p>{formErrorText(t, 'fillAllFields')}</p>}
        {create.isError && <p>{apiErrorText(t, create.error, t('team.visitors.issueFailed'))}</p>}
      </FormAlert>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <EmailInput
          label={t('team.visitors.email')}
          autoComplete="off"
          {...fieldErrorProps(t, errors.email?.message, alertId)}
          {...form.register('email')}
          data-testid="visitor-code-email"
        />
        <Input
          label={t('team.visitors.days')}
          type="number"
          inputMode="numeric"
          min={VISITOR_CODE_DAYS.min}
          max={VISITOR_CODE_DAYS.max}
          error={
            errors.days
              ? t('team.visitors.daysRange', { min: VISITOR_CODE_DAYS.min, max: VISITOR_CODE_DAYS.max })
              : undefined
          }
          {...form.register('days')}
          data-testid="visitor-code-days"
        />
      </div>
      <Button
        type="submit"
        loading={create.isPending}
        className="justify-self-start"
        data-testid="issue-visitor-code"
      >
        {create.isPending ? t('team.visitors.issuing') : t('team.visitors.issue')}
      </Button>
    </form>
  );
}
