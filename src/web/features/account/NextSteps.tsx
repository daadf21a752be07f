// My Dashboard's next steps as a task list (GOV.UK pattern): each step, what it is for, and its status.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getHref } from '../../../domain/shared/routes.js';
import { useLocale } from '../../lib/locale-context.js';
import type { DashboardStep } from './dashboard-steps.js';

export function NextSteps({ steps, values }: { steps: DashboardStep[]; values: Record<string, string> }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  return (
    <ol className="task-list">
      {steps.map(({ key, status, route }) => {
        const title = t(`dashboard.steps.${key}.title`, values);
        return (
          <li key={key} className={`task task-${status}`}>
            <div className="task-text">
              <span className="task-title">
                {route && status !== 'done' ? <Link to={getHref(route, locale)}>{title}</Link> : title}
              </span>
              <span className="task-hint">
                {/* a step may word its to-do differently from the hint before it can start */}
                {status === 'done'
                  ? t(`dashboard.steps.${key}.done`, values)
                  : t([`dashboard.steps.${key}.${status}`, `dashboard.steps.${key}.hint`], values)}
              </span>
            </div>
            <strong className={`task-status task-status-${status}`}>{t(`dashboard.status.${status}`)}</strong>
          </li>
        );
      })}
    </ol>
  );
}
