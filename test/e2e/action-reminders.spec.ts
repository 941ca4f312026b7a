import { expect, test } from '@playwright/test';
import { latestMail, signInThroughForm, uniqueEmail, verifiedAdvisor } from './support/accounts';
import { analysisThroughApi } from './support/analyses';
import { createAction, dayFromToday, risksOf } from './support/workbench';

const DOCK = {
  name: 'quai.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from(
    'Chariot élévateur dans l’allée piétonne. Quai de chargement sans butoir de roue.',
    'utf8',
  ),
};

test.describe('reminders of corrective actions', () => {
  test.setTimeout(120_000);

  test('an action due tomorrow is in the overview, and its owner gets a reminder when the scheduled job runs', async ({
    page,
    request,
  }) => {
    const advisor = await verifiedAdvisor(request);
    await signInThroughForm(page, advisor.email, advisor.password);
    await expect(page.getByTestId('start-analysis')).toBeVisible();
    const analysisId = await analysisThroughApi(page.request, DOCK, 'Quai de chargement est');
    const [risk] = await risksOf(page.request, analysisId);
    const owner = uniqueEmail('contremaitre');
    await createAction(page.request, analysisId, {
      riskId: risk!.riskId,
      title: 'Installer des butoirs de roue au quai 2',
      ownerName: 'Marc Roy',
      ownerEmail: owner,
      dueDate: dayFromToday(1),
    });

    await page.goto('/conseiller-sst/actions');
    await expect(page.getByText('Installer des butoirs de roue au quai 2')).toBeVisible();

    // The local stack runs the scheduled job every 3 s, as EventBridge runs it every hour in AWS.
    const reminder = await latestMail(request, owner);
    expect(reminder.subject).toContain('Quai de chargement est');
    expect(reminder.body.text).toContain('Installer des butoirs de roue au quai 2');
    expect(reminder.body.text).toContain(advisor.email);
  });
});
