import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { VISITOR_CODE_LENGTH } from '#shared/schemas/teams';
import { paths } from '@/app/paths';
import { safeRedirect } from '@/app/safe-redirect';
import { AuthLayout } from '@/components/ui/AuthLayout';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { EmailInput } from '@/components/ui/EmailInput';
import { Input } from '@/components/ui/Input';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { apiErrorText } from '@/lib/api-error-text';
import { useValidateVisitor } from '../api/validate-visitor';
import { visitorProblem } from '../visitor-problem';

/**
 * /visitor-access?code=&email=: a visitor opens a read-only session with the code a team e-mailed
 * them. A link that carries both the code and the address fixes the address.
 */
function VisitorAccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const validate = useValidateVisitor();
  const linkCode = params.get('code')?.trim().toUpperCase().slice(0, VISITOR_CODE_LENGTH) ?? '';
  const linkEmail = params.get('email')?.trim() ?? '';
  const emailFixed = linkCode !== '' && linkEmail !== '';
  const [name, setName] = useState('');
  const [email, setEmail] = useState(linkEmail);
  const [code, setCode] = useState(linkCode);
  const [leaving, setLeaving] = useState(false);
  const anyEmpty = !name || !email || !code;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = visitorProblem({ name, email, code });
    if (problem) {
      toast({
        variant: 'destructive',
        title: t(`visitorAccess.${problem}.title`),
        description: t(`visitorAccess.${problem}.body`),
      });
      return;
    }
    validate.mutate(
      { name: name.trim(), email: email.trim(), code: code.trim() },
      {
        onSuccess: ({ redirectTo }) => {
          setLeaving(true);
          toast({ title: t('visitorAccess.granted') });
          navigate(safeRedirect(redirectTo) ?? paths.dashboard, { replace: true });
        },
        onError: (error) => {
          // A refusal (wrong or expired code, too many tries) says the server's reason; no answer says so.
          const refused = error instanceof ApiError;
          const problem = refused ? 'invalid' : 'failed';
          toast({
            variant: 'destructive',
            title: t(`visitorAccess.${problem}.title`),
            description: apiErrorText(t, error, t(`visitorAccess.${problem}.body`)),
          });
        },
      },
    );
  };

  return (
    <AuthLayout>
      <Card className="p-6 sm:p-8">
        <div className="mb-6 grid gap-1.5">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('visitorAccess.title')}</h1>
          <p className="text-sm text-slate-600">{t('visitorAccess.subtitle')}</p>
        </div>
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid gap-5"
          aria-busy={validate.isPending || undefined}
        >
          <Input
            label={t('visitorAccess.name')}
            autoComplete="name"
            maxLength={120}
            value={name}
            onChange={(event) => setName(event.target.value)}
            data-testid="visitor-name"
          />
          <EmailInput
            label={t('visitorAccess.email')}
            value={email}
            readOnly={emailFixed}
            onChange={(event) => setEmail(event.target.value)}
            className="read-only:bg-slate-100 read-only:text-slate-700"
            data-testid="visitor-email"
          />
          <div className="grid gap-1.5">
            <Input
              label={t('visitorAccess.code')}
              value={code}
              maxLength={VISITOR_CODE_LENGTH}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-describedby="visitor-code-hint"
              onChange={(event) => setCode(event.target.value.toUpperCase())}
              className="font-mono tracking-[0.2em] uppercase"
              data-testid="visitor-code"
            />
            <p id="visitor-code-hint" className="text-xs text-slate-600">
              {t('visitorAccess.codeHint', { length: VISITOR_CODE_LENGTH })}
            </p>
          </div>
          <Button
            type="submit"
            size="lg"
            disabled={anyEmpty}
            loading={validate.isPending || leaving}
            className="w-full"
            data-testid="visitor-submit"
          >
            {validate.isPending ? t('visitorAccess.submitting') : t('visitorAccess.submit')}
          </Button>
        </form>
        <p className="mt-6 text-center">
          <Link
            to={paths.home}
            className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
          >
            <span aria-hidden="true">←</span>
            {t('common.backHome')}
          </Link>
        </p>
      </Card>
    </AuthLayout>
  );
}

export default VisitorAccessPage;
