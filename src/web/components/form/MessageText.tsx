// What a form shows of a message: a screen's text as it is, a domain message translated. The domain
// messages' formatter (and its message table) loads with the first one, so a form that shows none,
// as log-in, does not carry it (QUALITY.md P5); useDomainForm loads it before it shows one.
import { type ComponentType, Suspense } from 'react';
import { lazyChunk } from '../../lib/chunk-load.js';
import type { FieldMessage } from './use-message.js';

type DomainMessageProps = { message: string; withAction?: boolean; actionLabel?: string | undefined };

let loaded: ComponentType<DomainMessageProps> | null = null;
let loading: Promise<{ default: ComponentType<DomainMessageProps> }> | null = null;

/** Loads the formatter once; resolved, MessageText renders domain messages at once. */
export function loadDomainMessages() {
  loading ??= import('./DomainMessage.js').then((module) => {
    loaded = module.DomainMessage;
    return { default: module.DomainMessage };
  });
  return loading;
}

const LazyDomainMessage = lazyChunk(loadDomainMessages);

export function MessageText({
  message,
  withAction = false,
  actionLabel,
}: {
  message: FieldMessage;
  /** show the link action the message carries (next to its field, not in the summary) */
  withAction?: boolean;
  actionLabel?: string | undefined;
}) {
  if (typeof message === 'object') return message.text;
  const Component = loaded ?? LazyDomainMessage;
  // its own boundary: a catalog still loading never blanks the page around the form
  return (
    <Suspense fallback={null}>
      <Component message={message} withAction={withAction} actionLabel={actionLabel} />
    </Suspense>
  );
}
