// issue 17 (decision 0601): the jurisdiction's FAQ of one locale, a list of questions in groups. Each
// question is edited in its own small form checked by the domain's rule for an FAQ item; every save
// sends the locale's whole list (updateFaq, with the version check), answers sanitised by the server.
import { useState } from 'react';
import { useFocusAfterRender } from '../../lib/use-focus-after-render.js';
import { useTranslation } from 'react-i18next';
import { FAQ_GROUPS, type FaqGroupKey } from '../../../domain/jurisdiction/jurisdiction.js';
import { errorCodeOf, serverErrorText } from '../../lib/graphql-client.js';
import { useNotifications } from '../../lib/notifications.js';
import { useUpdateFaqMutation } from './api/update-faq.generated.js';
import { type FaqDraft, FaqItemForm } from './FaqItemForm.js';
import {
  FallbackNote,
  type LocaleEditorProps,
  LocaleSection,
  type SettingsSectionProps,
  shownLocale,
} from './LocaleSection.js';

const faqEditButtonId = (itemId: string) => `faq-edit-${itemId}`;
const FAQ_ADD_BUTTON_ID = 'faq-add';

export function FaqForm(props: SettingsSectionProps) {
  const { t } = useTranslation(['adminSettings', 'serverErrors']);
  return <LocaleSection name="faq" heading={t('faq.heading')} hint={t('faq.hint')} Editor={FaqList} {...props} />;
}

function FaqList({ settings, locale, onSaved }: LocaleEditorProps) {
  const { run: runUpdateFaq } = useUpdateFaqMutation();
  const { t } = useTranslation(['adminSettings', 'serverErrors']);
  const { notify } = useNotifications();
  const [editing, setEditing] = useState<string | null>(null);
  const focusAfterRender = useFocusAfterRender();
  const groups = settings.faq.find((faq) => faq.locale === locale)?.groups ?? [];
  // with no questions of its own, the locale's owners read its fallback's (the list below starts empty)
  const from = shownLocale(locale, (candidate) =>
    settings.faq.some((faq) => faq.locale === candidate && faq.groups.some((group) => group.items.length > 0)),
  );
  const items: FaqDraft[] = groups.flatMap((group) => group.items.map((item) => ({ ...item, group: group.group })));

  /** Saves the locale's list as `next`; throws the server's error for the form that asked. */
  const save = async (next: FaqDraft[], message: string) => {
    const faq = FAQ_GROUPS.map((group) => ({
      group,
      items: next.filter((item) => item.group === group).map(({ id, question, answer }) => ({ id, question, answer })),
    })).filter((group) => group.items.length > 0);
    const answer = await runUpdateFaq({
      jurisdictionId: settings.id,
      version: settings.version,
      locale,
      faq,
    });
    if (!answer) return;
    setEditing(null);
    onSaved(answer.updateFaq);
    notify({ type: 'success', message });
  };

  return (
    <div className="admin-settings-form">
      {items.length === 0 ? <p>{t('faq.empty')}</p> : null}
      {from && from !== locale ? <FallbackNote locale={locale} from={from} kind="faq" /> : null}
      {FAQ_GROUPS.filter((group) => items.some((item) => item.group === group)).map((group) => (
        <div key={group}>
          <h3>{t(`faq.groups.${group}`)}</h3>
          {items
            .filter((item) => item.group === group)
            .map((item) =>
              editing === item.id ? (
                <FaqItemForm
                  key={item.id}
                  jurisdictionId={settings.id}
                  item={item}
                  onCancel={() => {
                    setEditing(null);
                    focusAfterRender(faqEditButtonId(item.id));
                  }}
                  onSave={(saved) =>
                    save(
                      items.map((other) => (other.id === item.id ? saved : other)),
                      t('faq.saved'),
                    )
                  }
                  onRemove={() =>
                    save(
                      items.filter((other) => other.id !== item.id),
                      t('faq.removed'),
                    ).catch((error: unknown) =>
                      notify({ type: 'danger', message: serverErrorText(t, errorCodeOf(error)) }),
                    )
                  }
                />
              ) : (
                <div key={item.id} className="faq-editor-item">
                  <p>
                    <strong>{item.question}</strong> <span className="hint">#{item.id}</span>
                  </p>
                  {/* the question stands just above: the button shows "Edit", its name says which question */}
                  <button
                    id={faqEditButtonId(item.id)}
                    type="button"
                    className="button button-secondary"
                    aria-label={t('faq.edit', { question: item.question })}
                    onClick={() => setEditing(item.id)}
                  >
                    {t('faq.editButton')}
                  </button>
                </div>
              ),
            )}
        </div>
      ))}
      {editing === '' ? (
        <FaqItemForm
          jurisdictionId={settings.id}
          item={{ group: FAQ_GROUPS[0] as FaqGroupKey, id: '', question: '', answer: '' }}
          onCancel={() => {
            setEditing(null);
            focusAfterRender(FAQ_ADD_BUTTON_ID);
          }}
          onSave={(saved) => save([...items, saved], t('faq.saved'))}
        />
      ) : (
        <button id={FAQ_ADD_BUTTON_ID} type="button" className="button button-secondary" onClick={() => setEditing('')}>
          {t('faq.add')}
        </button>
      )}
    </div>
  );
}
