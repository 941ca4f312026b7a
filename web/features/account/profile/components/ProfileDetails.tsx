import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PROFILE_FIELD_MAX,
  profileDetails,
  type Profile,
  type ProfileDetails as Details,
} from '#shared/schemas/profile';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/ui/FormAlert';
import { Input } from '@/components/ui/Input';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { apiErrorText } from '@/lib/api-error-text';
import { useUpdateProfile } from '../api/profile';

type DetailField = keyof Details;

/** The fields in the order shown, with their label key and what browsers may fill them with. */
const FIELDS = [
  { name: 'firstName', label: 'profilePage.details.firstName', autoComplete: 'given-name' },
  { name: 'lastName', label: 'profilePage.details.lastName', autoComplete: 'family-name' },
  { name: 'phone', label: 'profilePage.details.phone', autoComplete: 'tel' },
  { name: 'company', label: 'profilePage.details.company', autoComplete: 'organization' },
  { name: 'position', label: 'profilePage.details.position', autoComplete: 'organization-title' },
] as const satisfies readonly { name: DetailField; label: string; autoComplete: string }[];

/**
 * The person's details: read, then Edit opens the form; Save stores them on the server, Cancel
 * puts back what is stored. The e-mail address is shown, not edited (it is the sign-in).
 */
export function ProfileDetails({ profile }: { profile: Profile['profile'] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const editRef = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState(false);

  const close = () => {
    setEditing(false);
    // The form is gone: the focus returns to the button that opened it.
    requestAnimationFrame(() => editRef.current?.focus());
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-4" data-testid="profile-details">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('profilePage.details.heading')}
        </h2>
        {!editing && (
          <Button
            ref={editRef}
            variant="secondary"
            size="sm"
            onClick={() => setEditing(true)}
            data-testid="profile-edit"
          >
            {t('profilePage.details.edit')}
          </Button>
        )}
      </div>
      {editing ? (
        <DetailsForm profile={profile} onDone={close} />
      ) : (
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <Detail label={t('profilePage.details.email')} value={profile.email} testId="profile-email-value" />
          {FIELDS.map((field) => (
            <Detail
              key={field.name}
              label={t(field.label)}
              value={profile[field.name]}
              testId={`profile-${field.name}-value`}
            />
          ))}
        </dl>
      )}
    </section>
  );
}

function Detail({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-0.5">
      <dt className="text-slate-600">{label}</dt>
      <dd
        className={value ? 'font-medium break-words text-slate-900' : 'text-slate-500'}
        data-testid={testId}
      >
        {value || t('profilePage.details.empty')}
      </dd>
    </div>
  );
}

function DetailsForm({ profile, onDone }: { profile: Profile['profile']; onDone: () => void }) {
  const { t } = useTranslation();
  const alertId = useId();
  const save = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(profileDetails),
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      company: profile.company,
      position: profile.position,
    },
  });
  const { errors } = form.formState;

  const messageOf = (field: DetailField, key: string | undefined) => {
    if (!key) return undefined;
    if (key === 'invalidPhone') return t('profilePage.details.invalidPhone');
    return t('profilePage.details.tooLong', { max: PROFILE_FIELD_MAX[field] });
  };

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast({ title: t('profilePage.details.saved') });
        onDone();
      },
      onError: (error) => {
        // The server checks the same rules: its field codes land under the fields.
        const fields = error instanceof ApiError ? (error.body.fields ?? {}) : {};
        for (const { name } of FIELDS) {
          if (fields[name]) form.setError(name, { message: fields[name] });
        }
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-busy={save.isPending || undefined}>
      <FormAlert id={alertId}>
        {save.isError && <p>{apiErrorText(t, save.error, t('profilePage.details.saveFailed'))}</p>}
      </FormAlert>
      <Input
        label={t('profilePage.details.email')}
        value={profile.email}
        readOnly
        autoComplete="email"
        aria-describedby={`${alertId}-email`}
      />
      <p id={`${alertId}-email`} className="-mt-2 text-sm text-slate-600">
        {t('profilePage.details.emailNote')}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field, index) => (
          <Input
            key={field.name}
            label={t(field.label)}
            autoComplete={field.autoComplete}
            type={field.name === 'phone' ? 'tel' : 'text'}
            // The form replaces the button that opened it: the first field takes the focus.
            autoFocus={index === 0}
            error={messageOf(field.name, errors[field.name]?.message)}
            data-testid={`profile-${field.name}`}
            {...form.register(field.name)}
          />
        ))}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending} data-testid="profile-cancel">
          {t('profilePage.details.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending} data-testid="profile-save">
          {t('profilePage.details.save')}
        </Button>
      </div>
    </form>
  );
}
