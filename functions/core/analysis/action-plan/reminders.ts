import { sendMail } from '#adapters/mail';
import { actionsToRemind, claimReminder, releaseReminder, type ActionRecord } from '#adapters/table/actions';
import { getAnalysis } from '#adapters/table/analyses';
import { getUser, type User } from '#adapters/table/users';
import { logger, METRIC, metrics, MetricUnit } from '#functions/observability';
import { editedAnalysisOf } from '../workbench';
import { reminderMail } from './reminder-mail';
import { addDays, isoDay } from './schedule';

/** Reminders older than this are not sent any more (a job stopped for months must not flood owners). */
const REMINDER_LOOKBACK_DAYS = 60;

export interface ReminderRun {
  sent: number;
  failed: number;
  skipped: number;
}

/**
 * The scheduled reminder run: each open action whose next reminder is due gets one mail, the day
 * before its due date and once when overdue. A reminder is claimed before its mail is sent (two runs
 * never send it twice) and given back when the mail fails (the next run tries again); failures make
 * the run fail, so the job's error alarm sees them.
 */
export async function sendDueReminders(now = Date.now()): Promise<ReminderRun> {
  const today = isoDay(now);
  const due = await actionsToRemind(addDays(today, -REMINDER_LOOKBACK_DAYS), today);
  const run: ReminderRun = { sent: 0, failed: 0, skipped: 0 };
  const advisers = new Map<string, User | undefined>();
  for (const action of due) {
    if (!action.nextReminder || action.nextReminder > today) continue;
    const kind = today > action.dueDate ? 'overdue' : 'before';
    // After the day-before reminder, the overdue one; after the overdue one, nothing more.
    const next = kind === 'before' ? addDays(action.dueDate, 1) : null;
    if (!(await claimReminder(action, kind, new Date(now).toISOString(), next))) {
      run.skipped++;
      continue;
    }
    if (!advisers.has(action.userId)) advisers.set(action.userId, await getUser(action.userId));
    try {
      await sendReminder(action, kind, advisers.get(action.userId));
      run.sent++;
    } catch (error) {
      run.failed++;
      logger.error('Action reminder not sent', {
        actionId: action.id,
        errorMessage: (error as Error).message,
      });
      await releaseReminder(action, kind);
    }
  }
  metrics.addMetric(METRIC.remindersSent, MetricUnit.Count, run.sent);
  metrics.addMetric(METRIC.remindersFailed, MetricUnit.Count, run.failed);
  logger.info('Action reminders', { ...run, due: due.length });
  if (run.failed) throw new Error(`${run.failed} action reminder(s) not sent`);
  return run;
}

async function sendReminder(action: ActionRecord, kind: 'before' | 'overdue', adviser: User | undefined) {
  if (!adviser) throw new Error('The adviser of the action no longer exists');
  const item = await getAnalysis(action.analysisId);
  const edited = item ? await editedAnalysisOf(item) : null;
  const risk = edited?.analysis.risks.find((r) => r.riskId === action.riskId);
  await sendMail(
    reminderMail({
      // Without an owner's address, the adviser is reminded.
      to: action.ownerEmail || adviser.email,
      ownerName: action.ownerName,
      adviser: adviser.email,
      area: item?.request.area ?? '',
      title: action.title,
      riskTitle: risk?.title ?? action.riskId,
      level: risk?.level ?? null,
      dueDate: action.dueDate,
      kind,
      language: adviser.language,
    }),
  );
}
