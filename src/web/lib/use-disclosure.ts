import { useEffect, useId, useState } from 'react';

/**
 * A disclosure: a button that shows and hides the panel it controls, closed again whenever `closeOn`
 * changes (the page's path: a menu never stays open over the next page). Spread `toggleProps` on the
 * button and give the panel `id={panelId}`.
 */
export function useDisclosure(closeOn: string) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the disclosure closes when `closeOn` changes
  useEffect(() => setOpen(false), [closeOn]);
  const toggleProps = {
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => setOpen((value) => !value),
  };
  return { open, setOpen, panelId, toggleProps };
}
