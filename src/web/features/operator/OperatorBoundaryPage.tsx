// Issue 41 part 2 (decisions 0306, 0307): the site operator uploads a jurisdiction's boundary file
// (?jurisdiction=<id>) — GeoJSON or TopoJSON — previews it on the chooser's own map with its point counts
// and any neighbour it seems to overlap (drawn beside it, dashed, so the overlap shows), then saves it as the
// jurisdiction's shape. A refused file shows the server's reason (the polygon, ring and point) in the form's
// error summary.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BOUNDARY_FILE_MAX_MEGABYTES } from '../../../domain/jurisdiction/boundary-file.rules.js';
import { DEFAULT_UPLOAD_LAYER } from '../../../domain/jurisdiction/boundary-upload.schemas.js';
import { BOUNDARY_LAYERS } from '../../../domain/jurisdiction/map.rules.js';
import { encodeMessage, msg } from '../../../domain/shared/messages.js';
import { getHref } from '../../../domain/shared/routes.js';
import { EmptyPage } from '../../components/EmptyPage.js';
import { Field } from '../../components/form/Field.js';
import { Form } from '../../components/form/Form.js';
import { InputField } from '../../components/form/InputField.js';
import { SelectField } from '../../components/form/SelectField.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import { LoadFailed } from '../../components/LoadFailed.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import type { MapJurisdiction } from '../../components/map/BoundariesMap.js';
import { LazyBoundariesMap } from '../../components/map/LazyBoundariesMap.js';
import { PublicPage } from '../../components/PageTemplates.js';
import { GraphQLRequestError } from '../../lib/graphql-client.js';
import { useLocale } from '../../lib/locale-context.js';
import { useNotifications } from '../../lib/notifications.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useOperatorConsoleQuery } from './api/operator-console.generated.js';
import { type BoundaryReading, uploadBoundaryFile } from './boundary-upload.api.js';
import { OperatorOnly } from './OperatorConsolePage.js';
import './operator-boundary.css';

/** What the file chooser offers; the server reads the text whatever its name. */
const ACCEPTED_FILES = '.geojson,.json,.topojson,application/geo+json,application/json';

export function OperatorBoundaryPage() {
  const { t } = useTranslation('operator');
  useDocumentTitle(t('boundary.title'));
  return (
    <OperatorOnly title={t('boundary.title')}>
      <BoundaryScreen />
    </OperatorOnly>
  );
}

function BoundaryScreen() {
  const { t } = useTranslation('operator');
  const locale = useLocale();
  const [params] = useSearchParams();
  const id = params.get('jurisdiction') ?? '';
  const jurisdictions = useOperatorConsoleQuery({}, { select: (data) => data?.operatorConsole ?? [] });
  const list = jurisdictions.state;
  if (list.status === 'loading') return <LoadingIndicator />;
  if (list.status === 'error')
    return (
      <PublicPage title={t('boundary.title')}>
        <LoadFailed title={t('console.loadFailed')} retry={t('console.retry')} onRetry={jurisdictions.reload} />
      </PublicPage>
    );
  const jurisdiction = list.data.find((candidate) => candidate.id === id);
  if (!jurisdiction)
    return (
      <EmptyPage
        pageTitle={t('boundary.title')}
        heading={t('boundary.unknown')}
        action={<Link to={getHref('OperatorConsole', locale)}>{t('boundary.backToConsole')}</Link>}
      />
    );
  return <BoundaryForm jurisdiction={jurisdiction} />;
}

type Values = { name: string; layer: string };

function BoundaryForm({ jurisdiction }: { jurisdiction: { id: string; name: string } }) {
  const { t } = useTranslation('operator');
  const locale = useLocale();
  const { notify } = useNotifications();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState<BoundaryReading | null>(null);
  const [saved, setSaved] = useState(false);
  /** which button sent the form: Preview, or Save once a preview is shown */
  const intent = useRef<'preview' | 'save'>('preview');
  const previewHeading = useRef<HTMLHeadingElement>(null);
  // each preview's heading takes focus once the render that shows it is on screen: a requestAnimationFrame
  // could run before React had rendered a first preview, and focus stayed on the button (CI, 2026-12-03)
  const [previews, setPreviews] = useState(0);
  useEffect(() => {
    if (previews > 0) previewHeading.current?.focus();
  }, [previews]);

  const form = useDomainForm<Values>({
    id: 'operator-boundary',
    initialValues: { name: jurisdiction.name, layer: DEFAULT_UPLOAD_LAYER },
    check: (values) => ({
      ...(file ? {} : { file: { text: t('boundary.fileRequired') } }),
      ...(intent.current === 'save' && values.name.trim() === ''
        ? { name: encodeMessage(msg('validation.required')) }
        : {}),
    }),
    onSubmit: async (_input, values) => {
      if (!file) return;
      const preview = intent.current === 'preview';
      const result = await uploadBoundaryFile(jurisdiction.id, { file, ...values, preview });
      if ('code' in result) throw new GraphQLRequestError(result.code, result.code);
      if ('fields' in result) {
        setReading(null);
        form.showErrors(result.fields);
        return;
      }
      setReading(result.reading);
      setSaved(!preview);
      if (preview) setPreviews((count) => count + 1);
      else notify({ type: 'success', message: t('boundary.saved', { name: jurisdiction.name }) });
    },
  });
  // the file's shape, and the neighbours it overlaps dashed under their own names: the legend says which is
  // which in words, not by colour alone
  const mapJurisdictions = useMemo<MapJurisdiction[]>(
    () =>
      reading
        ? [
            {
              id: jurisdiction.id,
              name: jurisdiction.name,
              legendName: t('boundary.legendFile', { name: jurisdiction.name }),
              color: null,
              included: [reading.mapGeometry],
              excluded: [],
            },
            ...reading.overlaps.map((overlap) => ({
              id: String(overlap.jurisdictionId),
              name: overlap.name,
              legendName: t('boundary.legendNeighbour', { name: overlap.name }),
              color: null,
              included: [...overlap.mapGeometries],
              excluded: [],
              dashed: true,
            })),
          ]
        : [],
    [reading, jurisdiction, t],
  );
  const fileError = form.errors.file;
  form.labelField('file', t('boundary.file'));
  const busy = form.submitting;

  return (
    <PublicPage
      title={t('boundary.heading', { name: jurisdiction.name })}
      lede={t('boundary.lede')}
      className="operator-boundary"
    >
      <p>
        <Link to={getHref('OperatorConsole', locale)}>{t('boundary.backToConsole')}</Link>
      </p>
      <Form form={form} aria-label={t('boundary.formLabel')}>
        <Field
          id={form.idOf('file')}
          label={t('boundary.file')}
          hint={t('boundary.fileHint', { maxMegabytes: BOUNDARY_FILE_MAX_MEGABYTES })}
          error={fileError}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept={ACCEPTED_FILES}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setReading(null); // a preview is of the file it read
                setSaved(false);
                form.setError('file', undefined);
              }}
            />
          )}
        </Field>
        <InputField form={form} name="name" label={t('boundary.name')} hint={t('boundary.nameHint')} required />
        <SelectField form={form} name="layer" label={t('boundary.layer')} hint={t('boundary.layerHint')}>
          {BOUNDARY_LAYERS.map((layer) => (
            <option key={layer} value={layer}>
              {t(`boundary.layers.${layer}`)}
            </option>
          ))}
        </SelectField>
        <IntentButton
          secondary={!!reading}
          busy={busy && intent.current === 'preview'}
          label={t('boundary.preview')}
          busyLabel={t('boundary.previewing')}
          onPress={() => {
            intent.current = 'preview';
          }}
        />
        {reading ? (
          <section className="operator-boundary-preview" aria-labelledby={`${fileId}-preview`}>
            <h2 id={`${fileId}-preview`} ref={previewHeading} tabIndex={-1}>
              {t('boundary.previewHeading')}
            </h2>
            <p>
              {t('boundary.counts', {
                vertexCount: reading.vertexCount,
                mapVertexCount: reading.mapVertexCount,
              })}
            </p>
            {reading.overlaps.length > 0 ? (
              <div className="alert alert-warning" role="status">
                {t('boundary.overlaps', {
                  count: reading.overlaps.length,
                  names: new Intl.ListFormat(locale.replace('_', '-'), { type: 'conjunction' }).format(
                    reading.overlaps.map((overlap) => overlap.name),
                  ),
                })}
              </div>
            ) : (
              <p>{t('boundary.noOverlap')}</p>
            )}
            <LazyBoundariesMap
              label={t('boundary.mapLabel', { name: jurisdiction.name })}
              homeLabel=""
              home={null}
              jurisdictions={mapJurisdictions}
              selectedId={null}
              tiles={null}
              units={locale.endsWith('_CA') ? 'metric' : 'imperial'}
              zoomLabels={{ zoomIn: t('boundary.zoomIn'), zoomOut: t('boundary.zoomOut') }}
            />
            {saved ? (
              <p className="operator-boundary-saved">
                <Link to={getHref('OperatorConsole', locale)}>{t('boundary.backToConsole')}</Link>
              </p>
            ) : (
              <IntentButton
                busy={busy && intent.current === 'save'}
                label={t('boundary.save')}
                busyLabel={t('boundary.saving')}
                onPress={() => {
                  intent.current = 'save';
                }}
              />
            )}
          </section>
        ) : null}
      </Form>
    </PublicPage>
  );
}

/**
 * One of the form's two submit buttons (Preview, Save): it tells the form which it is before the submit, and
 * stays focusable while the form is sent (`aria-disabled`, as the kit's SubmitButton).
 */
function IntentButton({
  label,
  busyLabel,
  busy,
  secondary = false,
  onPress,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  secondary?: boolean;
  onPress: () => void;
}) {
  return (
    <div className="operator-boundary-actions">
      <button
        type="submit"
        className={secondary ? 'button button-secondary' : 'button'}
        aria-disabled={busy || undefined}
        onClick={onPress}
      >
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
