import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { reportProfileRequest, type ReportProfile } from '#shared/schemas/workbench';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/ui/FormAlert';
import { Input } from '@/components/ui/Input';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { useSaveReportProfile } from '../api/report-profile';
import { LogoUploadError } from '../api/logo-upload';
import type { LogoChange } from '../logo-rules';
import { LogoField } from './LogoField';

/** The four texts of the identity, each as the server checks it (trimmed, '' allowed, a length limit). */
const identityForm = reportProfileRequest
  .pick({ adviserName: true, adviserTitle: true, credentials: true, organisation: true })
  .required();

type IdentityField = keyof typeof identityForm.shape;

/** The longest text each field takes (the shared schema's limits), for the message that says so. */
const MAX_LENGTHS: Record<IdentityField, number> = {
  adviserName: 120,
  adviserTitle: 160,
  credentials: 200,
  organisation: 200,
};

interface ReportProfileFormProps {
  profile: ReportProfile;
  language: string;
  onSaved: () => void;
  onCancel: () => void;
}

/** Name, title, credentials, organisation and logo, saved together. */
export function ReportProfileForm({ profile, language, onSaved, onCancel }: ReportProfileFormProps) {
  const { t } = useTranslation();
  const alertId = useId();
  const save = useSaveReportProfile();
  const [logo, setLogo] = useState<LogoChange>({ kind: 'keep' });
  const form = useForm({
    resolver: zodResolver(identityForm),
    defaultValues: {
      adviserName: profile.adviserName,
      adviserTitle: profile.adviserTitle,
      credentials: profile.credentials,
      organisation: profile.organisation,
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((fields) => {
    save.mutate(
      { fields, logo },
      {
        onSuccess: () => {
          toast({ title: t('profileReport.saved') });
          onSaved();
        },
      },
    );
  });

  const field = (name: IdentityField, autoComplete?: string) => ({
    label: t(`profileReport.fields.${name}`),
    autoComplete,
    maxLength: MAX_LENGTHS[name],
    error: errors[name] ? t('profileReport.tooLong', { max: MAX_LENGTHS[name] }) : undefined,
    'data-testid': `report-${name}`,
    ...form.register(name),
  });

  const failure =
    save.error instanceof LogoUploadError
      ? t('profileReport.logo.uploadFailed')
      : apiErrorText(t, save.error, t('profileReport.saveFailed'));

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={save.isPending || undefined}>
      <FormAlert id={alertId}>{save.isError && <p>{failure}</p>}</FormAlert>
      <Input {...field('adviserName', 'name')} />
      <Input {...field('adviserTitle', 'organization-title')} />
      <Input {...field('credentials')} />
      <Input {...field('organisation', 'organization')} />
      <LogoField currentUrl={profile.logoUrl} change={logo} onChange={setLogo} language={language} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending} data-testid="report-profile-save">
          {save.isPending ? t('profileReport.saving') : t('profileReport.save')}
        </Button>
      </div>
    </form>
  );
}
