import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminUserQuery } from '#shared/schemas/admin';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { EmailInput } from '@/components/ui/EmailInput';
import { FormAlert } from '@/components/ui/FormAlert';
import { apiErrorText, hasErrorCode } from '@/lib/api-error-text';
import { fieldErrorProps } from '@/lib/form-errors';
import { useFindUser } from '../api/find-user';
import { UserDetail } from './UserDetail';

/** Finds one account by address; its detail and the actions on it show below the form. */
export function UserLookup() {
  const { t } = useTranslation();
  const alertId = useId();
  const [email, setEmail] = useState<string | null>(null);
  const found = useFindUser(email);
  const form = useForm({ resolver: zodResolver(adminUserQuery), defaultValues: { email: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    // The same address again asks the server again (the account may have changed).
    if (values.email === email) void found.refetch();
    else setEmail(values.email);
  });

  return (
    <Card className="grid gap-4 p-4 sm:p-5" data-testid="admin-user-lookup">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold text-slate-900">{t('adminUsers.title')}</h2>
        <p className="text-sm text-slate-600">{t('adminUsers.intro')}</p>
      </div>
      <form
        onSubmit={onSubmit}
        noValidate
        role="search"
        className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
        aria-busy={found.isFetching || undefined}
      >
        <EmailInput
          label={t('adminUsers.email')}
          autoComplete="off"
          {...fieldErrorProps(t, errors.email?.message, alertId)}
          {...form.register('email')}
          data-testid="admin-user-email"
        />
        <Button type="submit" loading={found.isFetching} data-testid="admin-user-search">
          {found.isFetching ? t('adminUsers.searching') : t('adminUsers.search')}
        </Button>
      </form>
      <FormAlert id={alertId}>
        {found.isError &&
          (hasErrorCode(found.error, 'userNotFound') ? (
            <p>{t('adminUsers.notFound')}</p>
          ) : (
            <p>{apiErrorText(t, found.error, t('adminUsers.failed'))}</p>
          ))}
      </FormAlert>
      {found.data && !found.isError && <UserDetail user={found.data.user} />}
    </Card>
  );
}
