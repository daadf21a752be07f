// A disclosure (the account navigation on a phone, the staff navbar's menu): open or closed, closed
// again when `closeOn` changes (the page), and the props of the button that opens it.
import { useEffect, useId, useState } from 'react';

export function useDisclosure(closeOn: string) {
  const [open, setOpen] = useState(false);
  const id = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the disclosure closes when the page changes
  useEffect(() => setOpen(false), [closeOn]);
  const buttonProps = {
    type: 'button',
    'aria-expanded': open,
    'aria-controls': id,
    onClick: () => setOpen((value) => !value),
  } as const;
  return { open, id, buttonProps };
}
