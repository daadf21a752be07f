// The accessibility statement (decision 0019), as public bodies publish them: the standard aimed at,
// how it is tested, with the figures of the last complete end-to-end run embedded at build time, the
// known gaps and how to report a barrier to the current jurisdiction.
import { useTranslation } from 'react-i18next';
import { dateFormatter } from '../../../domain/locale/date-format.js';
import { toLocaleTag } from '../../../domain/locale/locales.js';
import lastRun from '../../../../docs/accessibility/last-run.json' with { type: 'json' };
import { HelpLine } from '../../components/HelpLine.js';
import { useLocale } from '../../lib/locale-context.js';
import { useSession } from '../../lib/session.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { type RunFigures, runFigures } from './run-figures.js';
import './accessibility.css';

const FIGURES = runFigures(lastRun);
const SECTIONS = ['status', 'testing', 'gaps', 'report', 'preparation'] as const;
const GAPS = ['assistiveTechnology', 'coverage', 'zoom', 'jurisdictionContent'] as const;
const FIGURE_ROWS = [
  'passedTests',
  'axeScans',
  'distinctPages',
  'checks',
  'violations',
  'keyboardJourneys',
] as const satisfies ReadonlyArray<keyof RunFigures>;

function RunSummary({ figures }: { figures: RunFigures }) {
  const { t } = useTranslation('accessibility');
  const tag = toLocaleTag(useLocale());
  const number = new Intl.NumberFormat(tag);
  return (
    <dl className="run-summary">
      {FIGURE_ROWS.map((key) => (
        <div key={key} className="run-summary-row">
          <dt>{t(`testing.figures.${key}`)}</dt>
          <dd>{number.format(figures[key])}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AccessibilityStatementPage() {
  const { t } = useTranslation('accessibility');
  const locale = useLocale();
  const { city } = useSession();
  const cityName = city?.name ?? 'Pawport';
  useDocumentTitle(t('title'));
  const date = FIGURES
    ? dateFormatter(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${FIGURES.date}T00:00:00Z`))
    : null;
  return (
    <article className="page-section statement-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('title')}</h1>
      <p className="lead statement-lead">{t('intro', { city: cityName })}</p>
      <div className="statement-layout">
        <nav className="statement-contents" aria-labelledby="statement-contents-title">
          <h2 id="statement-contents-title">{t('contents')}</h2>
          <ul>
            {SECTIONS.map((section) => (
              <li key={section}>
                <a href={`#statement-${section}`}>{t(`${section}.title`)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="statement">
          <h2 id="statement-status">{t('status.title')}</h2>
          <p>{t('status.body')}</p>

          <h2 id="statement-testing">{t('testing.title')}</h2>
          <ul>
            <li>{t('testing.axe')}</li>
            <li>{t('testing.keyboard')}</li>
            <li>{t('testing.gate')}</li>
          </ul>
          <h3>{FIGURES ? t('testing.lastRun', { date }) : t('testing.noRunTitle')}</h3>
          {FIGURES ? <RunSummary figures={FIGURES} /> : <p>{t('testing.noRun')}</p>}
          <p className="statement-note">{t('testing.limits')}</p>

          <h2 id="statement-gaps">{t('gaps.title')}</h2>
          <ul>
            {GAPS.map((gap) => (
              <li key={gap}>{t(`gaps.${gap}`)}</li>
            ))}
          </ul>

          <h2 id="statement-report">{t('report.title')}</h2>
          <p>{t('report.body', { city: cityName })}</p>
          {city ? <HelpLine city={city} /> : null}
          <p>{t('report.include')}</p>

          <h2 id="statement-preparation">{t('preparation.title')}</h2>
          <p>{date ? t('preparation.body', { date }) : t('preparation.noRun')}</p>
        </div>
      </div>
    </article>
  );
}
