// issue 17: "Preview" beside an information page's or an FAQ answer's HTML — the server runs the one
// sanitiser of save and render (decision 0601) and the result is shown as owners will see it. Nothing
// is saved; a preview of text changed since is dropped rather than shown stale.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../components/form/TextAreaField.js';
import type { DomainForm, NameOf } from '../../components/form/use-domain-form.js';
import { errorCodeOf, serverErrorText } from '../../lib/graphql-client.js';
import { useLazyPreviewInfoHtmlQuery } from './api/preview-info-html.generated.js';
import './admin-settings.css';

export function HtmlPreview({ jurisdictionId, title, html }: { jurisdictionId: string; title: string; html: string }) {
  const { run: runPreviewInfoHtml } = useLazyPreviewInfoHtmlQuery();
  const { t } = useTranslation(['adminSettings', 'serverErrors']);
  const headingId = useId();
  const [preview, setPreview] = useState<{ source: string; html: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const show = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await runPreviewInfoHtml({ jurisdictionId, html });
      setPreview({ source: html, html: answer?.previewInfoHtml ?? '' });
    } catch (caught) {
      setPreview(null);
      setError(serverErrorText(t, errorCodeOf(caught)));
    } finally {
      setBusy(false);
    }
  };
  const current = preview && preview.source === html ? preview : null;
  return (
    <div className="html-preview-block">
      <button type="button" className="button button-secondary" onClick={() => void show()} disabled={busy}>
        {t('preview.show')}
      </button>
      <div aria-live="polite">
        {error ? <p className="field-error">{error}</p> : null}
        {current ? (
          <section className="html-preview" aria-labelledby={headingId}>
            <p id={headingId} className="field-hint">
              {t('preview.heading')}
            </p>
            {title ? <h3>{title}</h3> : null}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server by the one sanitiser (decision 0601) */}
            <div className="prose" dangerouslySetInnerHTML={{ __html: current.html }} />
          </section>
        ) : null}
      </div>
    </div>
  );
}

/** An HTML textarea of a settings form (sanitised by the server on save) and its preview under it. */
export function HtmlField<Values>({
  form,
  name,
  label,
  rows,
  jurisdictionId,
  title,
}: {
  form: DomainForm<Values>;
  name: NameOf<Values, string>;
  label: string;
  rows: number;
  jurisdictionId: string;
  /** the page's or question's title, shown above the previewed HTML */
  title: string;
}) {
  const { t } = useTranslation(['adminSettings', 'serverErrors']);
  return (
    <>
      <TextAreaField
        form={form}
        name={name}
        label={label}
        hint={t('info.htmlHint')}
        rows={rows}
        className="code-textarea"
      />
      <HtmlPreview jurisdictionId={jurisdictionId} title={title} html={form.values[name] as string} />
    </>
  );
}
